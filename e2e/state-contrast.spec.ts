/**
 * Text and icons keep their contrast while hovered and pressed, not only at rest: the header's buttons
 * (on the clinic's primary colour) and a primary button (on the primary colour, then the hover and
 * pressed colours of the scheme), read from the browser's computed colours against the colour actually
 * painted behind them, with the default scheme.
 */
import type { Locator, Page } from '@playwright/test';
import { contrastRatio, TEXT_CONTRAST } from '../src/domain/contrast';
import { expect, test } from './harness';

/**
 * The element's text colour and the first opaque background behind it, as #rrggbb, once its colour
 * transitions have run. Fluent's buttons ease background and colour between states (under reduced
 * motion in a moment), and a transition that has just begun still shows the state before: right after
 * the button is enabled, the disabled colours (1.65:1); right after a hover or a press, the previous
 * state's. The scheme's hover and pressed backgrounds are moved just as far as the text needs, so even
 * the colours on the way from one to the other read a little under 4.5:1.
 */
function colours(target: Locator): Promise<{ text: string; background: string }> {
  return target.evaluate(async (element) => {
    const transitions = element.getAnimations({ subtree: true });
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    const hex = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return `#${[r, g, b]
        .map((value) =>
          Math.round(value ?? 0)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    };
    const opaque = (css: string) => css !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(css);
    let node: Element | null = element;
    while (node && !opaque(getComputedStyle(node).backgroundColor)) node = node.parentElement;
    const icon = element.querySelector('.fui-Button__icon');
    return {
      text: hex(getComputedStyle(icon ?? element).color),
      background: hex(node ? getComputedStyle(node).backgroundColor : 'rgb(255, 255, 255)'),
    };
  });
}

/** Contrast at rest, hovered and pressed (the mouse held down over it). */
async function statesOf(page: Page, target: Locator): Promise<Record<string, number>> {
  const ratio = async () => {
    const { text, background } = await colours(target);
    return Math.round(contrastRatio(text, background) * 100) / 100;
  };
  const rest = await ratio();
  await target.hover();
  const hover = await ratio();
  await page.mouse.down();
  const pressed = await ratio();
  // Released elsewhere, so that the press does not click.
  await page.mouse.move(0, 0);
  await page.mouse.up();
  return { rest, hover, pressed };
}

const atLeast = (states: Record<string, number>) =>
  Object.fromEntries(Object.entries(states).map(([state, ratio]) => [state, ratio >= TEXT_CONTRAST]));

test('header and primary buttons keep 4.5:1 when hovered and pressed', async ({ page, server }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/authorization`);
  const login = page.getByTestId('login-submit');
  await expect(login).toBeVisible();

  const header = page.getByTestId('header-back');
  const headerStates = await statesOf(page, header);
  expect(atLeast(headerStates), JSON.stringify(headerStates)).toEqual({
    rest: true,
    hover: true,
    pressed: true,
  });

  await page.getByTestId('login-phone').fill('79990000002');
  await page.getByTestId('login-password').fill('demo2026');
  await expect(login).toBeEnabled();
  const buttonStates = await statesOf(page, login);
  expect(atLeast(buttonStates), JSON.stringify(buttonStates)).toEqual({
    rest: true,
    hover: true,
    pressed: true,
  });
});
