/**
 * A repeat visit to a doctor's and a service's page with the server stopped: the free times seen
 * before come from the device (the service worker's page, the worker's database), said to be possibly
 * out of date with their age, and cannot be booked. The route's own kept page arrives with the screen
 * the server drew (its free times in view at once), marked as kept so the app draws it anew with the
 * line about their age rather than hydrating it; a route never opened gets another route's kept page
 * with the boot bar in place of that screen. Not signed in: the public pages alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';

const PAGES = ['/clinic/1/doctor/1', '/clinic/1/service/72'];

/** What the page brought in #root, read before any of the app's script runs. */
interface Arrived {
  /** The times the page arrived with in #root. */
  times: number;
  kept: string | null;
  rendered: boolean;
}

const arrived = (page: Page) => page.evaluate(() => (window as unknown as { __arrived: Arrived }).__arrived);

async function expectStaleTimes(page: Page, seen: number): Promise<void> {
  const closed = page.getByTestId('schedule-closed');
  await expect(closed).toContainText('свободное время показано с этого устройства, обновлено');
  const times = page.getByTestId('schedule-grid').getByRole('button');
  expect(await times.count()).toBe(seen);
  await expect(times.first()).toHaveAttribute('aria-disabled', 'true');
  // The route's own page came with the server's screen, the same times, marked kept and not to hydrate.
  const before = await arrived(page);
  expect(before).toEqual({ times: seen, kept: 'offline', rendered: false });
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

  // What the page arrived with in #root, read once it is parsed and before the app's script runs (it
  // loads after the first frame).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      (window as unknown as { __arrived: Arrived }).__arrived = {
        times:
          root?.querySelectorAll('[data-testid="schedule-grid"] :is(button, [role="button"])').length ?? 0,
        kept: root?.getAttribute('data-kept') ?? null,
        rendered: root?.hasAttribute('data-rendered') ?? false,
      };
    });
  });
  await server.stop();
  // A patient comes back later: past the free times' lifetime on the device (60 s, src/data/sync/ttl.ts),
  // so the app asks the server, which does not answer. Within it the times would show as they are.
  await page.waitForTimeout(61_000);
  // The service page's reload, then the doctor page: each route's kept page is its own.
  await page.reload();
  await expectStaleTimes(page, seen[1]!);
  await page.goto(server.url + PAGES[0]);
  await expectStaleTimes(page, seen[0]!);
  // A doctor never opened here: the last kept page is another route's, so it comes with the boot bar.
  await page.goto(`${server.url}/clinic/1/doctor/2`);
  await expect(page.locator('main')).toBeVisible();
  expect(await arrived(page)).toEqual({ times: 0, kept: 'offline', rendered: false });
});
