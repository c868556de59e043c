/**
 * A repeat visit to a doctor's and a service's page with the server stopped: the free times seen
 * before come from the device (the worker's database, the service worker's page), said to be
 * possibly out of date with their age, and cannot be booked; the page the service worker kept comes
 * without its plain-HTML paint. Not signed in: the public pages alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';

const PAGES = ['/clinic/1/doctor/1', '/clinic/1/service/72'];

async function expectStaleTimes(page: Page, seen: number): Promise<void> {
  const closed = page.getByTestId('schedule-closed');
  await expect(closed).toContainText('свободное время показано с этого устройства, обновлено');
  const times = page.getByTestId('schedule-grid').getByRole('button');
  expect(await times.count()).toBe(seen);
  await expect(times.first()).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.fp')).toHaveCount(0);
  // The kept page came without its paint: it may be another route's, and its times would show no age.
  expect(await page.evaluate(() => (window as unknown as { __painted: boolean }).__painted)).toBe(false);
}

test('with the server stopped, a doctor page and a service page seen before show their free times with the age, booking off', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(server.url + PAGES[0]);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const seen: number[] = [];
  for (const path of PAGES) {
    await page.goto(server.url + path);
    const times = page.getByTestId('schedule-grid').getByRole('button');
    await expect(times.first()).toBeVisible();
    await expect(times.first()).not.toHaveAttribute('aria-disabled', 'true');
    seen.push(await times.count());
  }

  // Whether the page arrived with a plain-HTML paint in #root, seen before any of the app's script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __painted: boolean }).__painted = document.querySelector('#root .fp') !== null;
    });
  });
  await server.stop();
  // A patient comes back later: past the free times' lifetime on the device (60 s, src/data/sync/ttl.ts),
  // so the app asks the server, which does not answer. Within it the times would show as they are.
  await page.waitForTimeout(61_000);
  // The service page's reload: the page the service worker kept is that page's own.
  await page.reload();
  await expectStaleTimes(page, seen[1]!);
  // The doctor page: the kept page belongs to the service, so the doctor's times come from the database.
  await page.goto(server.url + PAGES[0]);
  await expectStaleTimes(page, seen[0]!);
});
