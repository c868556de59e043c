/**
 * The doctors list, a doctor's and a service's page paint before any script (server/http/first-paint-booking.ts): with
 * JavaScript off the card and the first range of free times are there, and with it React draws the
 * same boxes where the page had them, so nothing moves when it takes over (and the page does not
 * shift while it loads).
 */
import type { Browser } from '@playwright/test';
import { compareBoxes, type Part } from './paint-boxes';
import { type RunningServer, test } from './harness';

/** The parts both pages have: the card, its heading, the day heads and the free times. */
const PARTS = [
  ['card', '.fp-card', '[data-testid$="-card"]'],
  ['heading', 'main h1', 'main h1'],
  ['day heads', '.fp-grid th', '[data-testid="schedule-grid"] th'],
  ['free times', '.fp-slot', '[data-testid^="slot-"]'],
  ['dashes', '.fp-dash', '[data-testid="schedule-grid"] td > span'],
] as const;

async function comparePaint(
  browser: Browser,
  server: RunningServer,
  path: string,
  extra: readonly Part[],
): Promise<void> {
  await compareBoxes(browser, server, path, [...PARTS, ...extra], 'free times');
}

test('a doctor page paints its card and free times before any script, and React draws the same boxes', async ({
  browser,
  server,
}) => {
  await comparePaint(browser, server, '/clinic/1/doctor/1', [
    ['avatar', '.fp-avatar', '[data-testid="doctor-card"] [data-testid="doctor-avatar"]'],
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
      ['avatars', '.fp-doctor-row .fp-avatar', '[data-testid="doctor-row"] [data-testid="doctor-avatar"]'],
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
