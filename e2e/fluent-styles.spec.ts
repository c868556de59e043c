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
      // Classes of the element styled only by an inserted rule (a lazy component may insert a rule that
      // index.html's sheets hold already: the app does not tell Griffel those, and the copy is harmless).
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

test('a page the server drew gets none of its rules inserted again as the app takes it over', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/clinic/1/doctor/1`);
  await hooks(page);
  await expect(page.getByTestId('doctor-services').getByTestId('service-row').first()).toBeVisible();
  // Griffel's rules are atomic: a class selector stands for one rule, so a selector that the server's
  // sheets (those Griffel marks for rehydration) and an inserted rule both hold is a rule inserted twice.
  const twice = await page.evaluate(() => {
    const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')];
    const inPage = sheets
      .filter((style) => style.hasAttribute('data-make-styles-rehydration'))
      .map((style) => style.textContent ?? '')
      .join('');
    const selectors = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule
          ? [rule.selectorText]
          : rule instanceof CSSGroupingRule
            ? selectors(rule.cssRules)
            : [],
      );
    return sheets
      .filter((style) => style.textContent === '')
      .flatMap((style) => selectors(style.sheet?.cssRules ?? ({} as CSSRuleList)))
      .filter((selector) => inPage.includes(`${selector}{`));
  });
  expect(twice).toEqual([]);
});
