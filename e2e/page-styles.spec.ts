/**
 * A page the server drew comes with only the style rules and theme variables its markup uses
 * (server/http/page-styles.ts); the app puts every pruned <style> back in full, in its place, before it
 * hydrates (src/app/theme/full-styles.ts). The page looks the same before and after, and a rule that
 * arrives late still wins or loses as the build ordered it: its element's place among Griffel's
 * buckets decides, not the time it came.
 */
import type { Page } from '@playwright/test';
import { PAGE_STYLES_ATTRIBUTE } from '../src/api/page-styles';
import { splitRules } from '../src/domain/css-rules';
import { expect, test } from './harness';
import { appStarted, holdAnswers, hydrationErrors } from './server-drawn';

const viewport = { width: 412, height: 823 };
const PAGE_STYLES = /\/assets\/page-styles-[\w-]+\.json$/;

const PROPERTIES = [
  'display',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'line-height',
  'padding',
  'margin',
  'border',
  'border-radius',
  'gap',
  'width',
  'height',
];

/**
 * Every element of #root but the theme's <style> (Fluent's provider draws it inline on the server and
 * keeps it in the head once it runs): its box and the styles above, one line each.
 */
function looks(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const elements = [...(document.getElementById('root')?.querySelectorAll('*') ?? [])];
    return elements
      .filter((element) => element.tagName !== 'STYLE')
      .map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const values = properties.map((name) => style.getPropertyValue(name)).join(';');
        return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${values}`;
      });
  }, PROPERTIES);
}

for (const path of ['/', '/clinic/1/menu', '/end-user-license-agreement']) {
  test(`${path} comes with part of its styles and looks the same once the app has put the rest back`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    const release = await holdAnswers(page, PAGE_STYLES);
    await page.goto(server.url + path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.locator('style[data-pruned]').count()).toBeGreaterThan(0);
    const before = await looks(page);
    release();
    await appStarted(page);
    await expect(page.locator('style[data-pruned]')).toHaveCount(0);
    expect(await looks(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a rule that arrives after the first paint keeps its cascade place: ours from the page still beats Fluent’s late one', async ({
  page,
  server,
}) => {
  const served = await (await fetch(`${server.url}/`)).text();
  await page.goto(`${server.url}/`);
  await appStarted(page);
  await expect(page.locator('style[data-pruned]')).toHaveCount(0);
  const outcome = await page.evaluate(async (served) => {
    const address = document.querySelector('[data-page-styles]')?.getAttribute('data-page-styles') ?? '';
    const full = (await (await fetch(address)).json()) as string[];
    const styles = [...document.querySelectorAll<HTMLStyleElement>('style[data-page-style]')];
    // Every element is back in full, where the build put it.
    const inPlace = styles.every(
      (style, at) =>
        style.dataset.pageStyle === String(at) && style.textContent === full[Number(style.dataset.pageStyle)],
    );
    const simple = (css: string) =>
      [...css.matchAll(/\.([\w-]+)\{([\w-]+):([^;{}!]+);\}/g)].map(
        ([, name = '', property = '', value = '']) => ({
          name,
          property,
          value,
        }),
      );
    const lateOnly = (name: string) => !served.includes(name);
    // A plain rule of ours (after every bucket) that the served page carried, and one of Fluent's (its
    // catch-all bucket) for the same property that came only with the rest: ours must still win, as in
    // the build's order; a late rule added after the page's would win instead.
    const fluent = styles.find(
      (style) => style.dataset.makeStylesBucket === 'd' && style.dataset.priority === '0',
    );
    const ours = styles.find((style) => style.dataset.makeStylesBucket === 'x');
    const fullText = (style: HTMLStyleElement | undefined) => full[Number(style?.dataset.pageStyle)] ?? '';
    const theirs = simple(fullText(fluent)).filter((rule) => lateOnly(rule.name));
    for (const our of simple(fullText(ours)).filter((rule) => !lateOnly(rule.name))) {
      const their = theirs.find((rule) => rule.property === our.property && rule.value !== our.value);
      if (!their) continue;
      const element = document.createElement('div');
      element.className = `${their.name} ${our.name}`;
      document.body.append(element);
      const alone = document.createElement('div');
      alone.className = our.name;
      document.body.append(alone);
      const got = getComputedStyle(element).getPropertyValue(our.property);
      const wanted = getComputedStyle(alone).getPropertyValue(our.property);
      element.remove();
      alone.remove();
      return { inPlace, pair: `${their.name} ${our.name} ${our.property}`, got, wanted };
    }
    return { inPlace, pair: null, got: '', wanted: '' };
  }, served);
  expect(outcome.inPlace).toBe(true);
  expect(outcome.pair).not.toBeNull();
  expect(outcome.got).toBe(outcome.wanted);
});

/**
 * The server's renderer sends only the rules index.html lacks: one sent again would stand in the
 * renderer's own elements, after all of index.html's, and there beat a rule of ours that index.html
 * puts after it (Fluent's pressed colour of a subtle button over the header's own, 1.87:1).
 */
test("a drawn page's own style elements repeat no rule of index.html", async ({ page, server }) => {
  for (const path of ['/', '/authorization', '/clinic/1/menu', '/end-user-license-agreement']) {
    const html = await (await page.request.get(server.url + path)).text();
    const address = new RegExp(`${PAGE_STYLES_ATTRIBUTE}="([^"]+)"`).exec(html)?.[1];
    expect(address, path).toMatch(PAGE_STYLES);
    const texts = (await (await page.request.get(`${server.url}${address}`)).json()) as string[];
    const template = new Set(texts.flatMap(splitRules));
    const drawn = [
      ...html.matchAll(/<style[^>]*data-make-styles-rehydration[^>]*>([^<]*)<\/style>/g),
    ].flatMap(([, text = '']) => splitRules(text));
    expect(drawn.length, path).toBeGreaterThan(0);
    expect(
      drawn.filter((rule) => template.has(rule)),
      path,
    ).toEqual([]);
  }
});
