/**
 * The doctors list, a doctor's and a service's page paint before any script (server/http/first-paint-booking.ts): with
 * JavaScript off the card and the first range of free times are there, and with it React draws the
 * same boxes where the page had them, so nothing moves when it takes over (and the page does not
 * shift while it loads).
 */
import type { Browser } from '@playwright/test';
import { type Box, boxesOf, expectSameBoxes } from './boxes';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shifts';
import { expect, type RunningServer, test } from './harness';

const viewport = { width: 412, height: 823 };
/** The parts both pages have: the card, its heading, the day heads and the free times. */
const PARTS = [
  ['card', '.fp-card', '[data-testid$="-card"]'],
  ['heading', 'main h1', 'main h1'],
  ['day heads', '.fp-grid th', '[data-testid="schedule-grid"] th'],
  ['free times', '.fp-slot', '[data-testid^="slot-"]'],
  ['dashes', '.fp-dash', '[data-testid="schedule-grid"] td > span'],
] as const;

type Part = readonly [name: string, painted: string, react: string];

async function comparePaint(
  browser: Browser,
  server: RunningServer,
  path: string,
  extra: readonly Part[],
): Promise<void> {
  await compareBoxes(browser, server, path, [...PARTS, ...extra], 'free times');
}

/**
 * The page without scripts, then with them: `parts` (the first one named `key` must be painted) stand
 * within 1 px of each other, and the page does not shift while React takes over.
 */
async function compareBoxes(
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

test('a doctor page paints its card and free times before any script, and React draws the same boxes', async ({
  browser,
  server,
}) => {
  await comparePaint(browser, server, '/clinic/1/doctor/1', [
    ['avatar', '.fp-avatar', '[data-testid="doctor-card"] .fui-Avatar'],
    ['about', '.fp-about', '[data-testid="doctor-about"]'],
  ]);
});

test('a service page paints its card, specialists link and free times before any script, box for box', async ({
  browser,
  server,
}) => {
  await comparePaint(browser, server, '/clinic/1/service/72', [
    ['price', '.fp-price', '[data-testid="service-price"]'],
    ['specialists', '.fp-card a', '[data-testid="service-specialists"]'],
  ]);
});

test('the doctors list paints its rows before any script, box for box', async ({ browser, server }) => {
  await compareBoxes(
    browser,
    server,
    '/clinic/1/doctors',
    [
      ['rows', '.fp-doctor-row', '[data-testid="doctor-row"]'],
      ['heading', 'main h1', 'main h1'],
      ['avatars', '.fp-doctor-row .fp-avatar', '[data-testid="doctor-row"] .fui-Avatar'],
      ['names', '.fp-doctor-row .fp-name', '[data-testid="doctor-name"]'],
    ],
    'rows',
  );
});

test("a clinic's specialties paint before any script, box for box", async ({ browser, server }) => {
  await compareBoxes(
    browser,
    server,
    '/clinic/1/specialties',
    [
      ['rows', '.fp-row', '[data-testid="specialty-row"]'],
      ['heading', 'main h1', 'main h1'],
      ['links', '.fp-row a', '[data-testid="specialty-row"] a'],
      ['titles', '.fp-row .fp-name', '[data-testid="specialty-row"] a > span > span:first-child'],
    ],
    'rows',
  );
});
