/**
 * A lazy chunk whose request fails once (a 503 from a proxy, a dropped connection) is fetched again and
 * its part shows as if nothing happened; one that keeps failing leaves a labelled retry in its place,
 * never the app-wide error screen, and the retry loads it once the server answers again. The service
 * worker is kept out, so every chunk request reaches the route below. The app's own script that does
 * not arrive at all leaves the server's page with a notice and a reload, never a page that silently
 * takes no tap.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { appStarted } from './server-drawn';
import { hooks, signIn } from './shell-support';

/** Answers the chunk named `name` with 503 while `failing()` says so; records the URL of each request. */
async function flakyChunk(page: Page, name: string, failing: (count: number) => boolean) {
  const seen = { count: 0, urls: [] as string[] };
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js(\\?[^/]*)?$`), async (route) => {
    seen.count += 1;
    seen.urls.push(route.request().url());
    if (failing(seen.count)) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.fallback();
  });
  return seen;
}

/**
 * A browser that keeps a failed import (Debian 12's Chromium 150 and 156, Firefox, Safari) answers a repeated
 * URL from memory without a request, so a retry there only recovers at a URL the failures did not use.
 * Asserting that makes the test fail without the fix in every browser, whichever rule it follows.
 */
function expectFreshUrls(urls: string[]) {
  expect(new Set(urls).size).toBe(urls.length);
}

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

test('a menu chunk that fails once is fetched again and the menu opens', async ({ page, server }) => {
  const seen = await flakyChunk(page, 'MenuDropdown', (count) => count === 1);
  await page.goto(server.url);
  await signIn(page);
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('menu-dropdown')).toBeVisible();
  await expect(page.getByTestId('app-error')).toHaveCount(0);
  await expect(page.getByText('Не удалось открыть страницу')).toHaveCount(0);
  expect(seen.count).toBe(2);
  expectFreshUrls(seen.urls);
});

test('a screen chunk that fails once is fetched again and the screen opens', async ({ page, server }) => {
  const seen = await flakyChunk(page, 'ClinicMenu', (count) => count === 1);
  await page.goto(server.url);
  // The app's own navigation loads the chunk: a click before the app runs is the browser's, and the
  // server's drawing of the menu would show before the app has fetched the chunk again.
  await hooks(page);
  await page.getByTestId('clinic-row').first().getByRole('link').click();
  await expect(page.getByTestId('clinic-menu-services')).toBeVisible();
  expect(seen.count).toBe(2);
  expectFreshUrls(seen.urls);
});

test('a chunk that keeps failing leaves a retry in its place, which loads it later', async ({
  page,
  server,
}) => {
  let down = true;
  const seen = await flakyChunk(page, 'MenuDropdown', () => down);
  await page.goto(server.url);
  await signIn(page);
  await page.getByTestId('menu-button').click();
  const retry = page.getByRole('button', { name: 'Повторить' });
  await expect(page.getByTestId('part-failed')).toContainText('Не удалось загрузить часть страницы');
  await expect(page.getByTestId('app-error')).toHaveCount(0);
  await expect(page.getByText('Не удалось открыть страницу')).toHaveCount(0);
  // The rest of the page still works.
  await expect(page.getByTestId('clinic-row').first()).toBeVisible();
  down = false;
  await retry.click();
  await expect(page.getByTestId('menu-dropdown')).toBeVisible();
  // Three automatic tries and the one asked for, each at a URL none before it used.
  expect(seen.count).toBe(4);
  expectFreshUrls(seen.urls);
});

test("the app's own script that does not arrive: the drawn page says so, and its reload starts the app", async ({
  page,
  server,
}) => {
  let down = true;
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, (route) =>
    down ? route.abort('connectionreset') : route.fallback(),
  );
  await page.goto(`${server.url}/clinic/1/doctors`);
  const notice = page.getByTestId('app-load-failed');
  await expect(notice).toContainText('Страница не загрузилась');
  // The page the server drew is still there to read.
  await expect(page.getByTestId('doctor-row').first()).toBeVisible();
  down = false;
  await notice.getByRole('button', { name: 'Обновить' }).click();
  await appStarted(page);
  await expect(page.getByTestId('app-load-failed')).toHaveCount(0);
});
