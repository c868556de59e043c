/**
 * A screen painted before any script against React's drawing of it: each part's boxes within 1 px of
 * the painted ones, and no layout shift while React takes over (e2e/first-paint-*.spec.ts).
 */
import type { Browser, Locator } from '@playwright/test';
import { expect, type RunningServer } from './harness';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shifts';

const viewport = { width: 412, height: 823 };
type Box = { left: number; top: number; width: number; height: number };

const boxesOf = (locator: Locator): Promise<Box[]> =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { left, top, width, height };
    }),
  );

/** Each box within 1 px of its counterpart, and as many of them. */
function expectSameBoxes(react: Box[], painted: Box[], what: string): void {
  expect(react.length, what).toBe(painted.length);
  react.forEach((box, index) => {
    const other = painted[index]!;
    for (const side of ['left', 'top', 'width', 'height'] as const)
      expect(Math.abs(box[side] - other[side]), `${what} ${index} ${side}`).toBeLessThanOrEqual(1);
  });
}

/** A part: its name, its selector in the painted page, its selector in React's. */
export type Part = readonly [name: string, painted: string, react: string];

/**
 * The page without scripts, then with them: `parts` (the first one named `key` must be painted) stand
 * within 1 px of each other, and the page does not shift while React takes over.
 */
export async function compareBoxes(
  browser: Browser,
  server: RunningServer,
  path: string,
  parts: readonly Part[],
  key: string,
): Promise<void> {
  const [, paintedKey, reactKey] = parts.find(([name]) => name === key)!;
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await plain.newPage();
  await page.goto(server.url + path);
  // Without any script: the key part is on the page itself.
  await expect(page.locator(paintedKey).first()).toBeVisible();
  const heading = await page.locator('main h1').textContent();
  const painted = new Map<string, Box[]>();
  for (const [name, selector] of parts) painted.set(name, await boxesOf(page.locator(selector)));
  expect(painted.get(key)!.length).toBeGreaterThan(0);
  await plain.close();

  const live = await browser.newContext({ viewport });
  const app = await live.newPage();
  await watchLayoutShifts(app);
  await app.goto(server.url + path);
  await expect(app.locator(reactKey).first()).toBeVisible();
  await expect(app.locator('.fp')).toHaveCount(0);
  await expect(app.locator('main h1')).toHaveText(heading ?? '');
  // The worker's answers (the same data) have landed and the lazy parts below have drawn.
  await app.waitForTimeout(1_000);
  for (const [name, , selector] of parts)
    expectSameBoxes(await boxesOf(app.locator(selector)), painted.get(name)!, name);
  expect(await layoutShiftTotal(app)).toBeLessThanOrEqual(0.02);
  await live.close();
}
