/**
 * Fluent's styles of what every screen renders at once (the provider, Button, the icons) come in the
 * page, extracted at build time like ours (vite-plugins/griffel.ts): the first commit inserts none of
 * their rules, and the start page's first render inserts no rule at all.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { hooks } from './shell-support';

/**
 * The rules Griffel inserted at run time (its <style> elements with no text of their own), and how one
 * element's classes are styled: by the page's extracted sheets or by inserted rules.
 */
function insertedRules(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector}`);
    const classes = [...element.classList];
    const inserted = [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')]
      .filter((style) => style.textContent === '')
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
    const inPage = [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')]
      .map((style) => style.textContent ?? '')
      .join('');
    const inPageFor = (name: string) => inPage.includes(`.${name}{`);
    return {
      all: inserted.length,
      forElement: inserted.filter((rule) => classes.some((name) => rule.includes(`.${name}`))),
      // Classes of the element styled only by an inserted rule (another component may insert a rule
      // the page has already: Griffel does not know the page's rules, and the copy is harmless).
      onlyInserted: classes.filter(
        (name) => !inPageFor(name) && inserted.some((rule) => rule.includes(`.${name}`)),
      ),
      styledInPage: classes.filter(inPageFor).length,
    };
  }, selector);
}

/** Opens `path` once the app is up, and reads how its header's first Fluent button is styled. */
async function headerButton(page: Page, url: string) {
  await page.goto(url);
  await hooks(page);
  const button = 'header button.fui-Button';
  await expect(page.locator(button).first()).toBeVisible();
  const rules = await insertedRules(page, button);
  expect(rules.onlyInserted).toEqual([]);
  expect(rules.styledInPage).toBeGreaterThan(3);
  return rules;
}

test('the start page’s first render inserts no CSS rule: Fluent’s Button and provider styles are in the page', async ({
  page,
  server,
}) => {
  const rules = await headerButton(page, server.url);
  expect(rules.forElement).toEqual([]);
  expect(rules.all).toBe(0);
  expect((await insertedRules(page, '.fui-FluentProvider')).forElement).toEqual([]);
});

test('a doctor page’s header buttons come styled from the page, not from rules inserted at run time', async ({
  page,
  server,
}) => {
  await headerButton(page, `${server.url}/clinic/1/doctor/1`);
});
