/**
 * The service categories and a category's services paint before any script
 * (server/http/first-paint-services.ts): with JavaScript off the rows are there, and with it React draws
 * the same boxes where the page had them, so nothing moves when it takes over; React's first render
 * draws them from the data the page brought, not the data worker's.
 */
import type { Page } from '@playwright/test';
import { compareBoxes } from './paint-boxes';
import { expect, test } from './harness';

test('the service categories paint before any script, box for box', async ({ browser, server }) => {
  const list = '[data-testid="category-list"]';
  await compareBoxes(
    browser,
    server,
    '/clinic/1/services',
    [
      ['rows', '.fp-list > li', `${list} > li`],
      ['heading', 'main h1', 'main h1'],
      ['links', '.fp-list a', `${list} a`],
      ['titles', '.fp-list .fp-name', `${list} a > span > span:first-child`],
      ['counts', '.fp-list .fp-sub', `${list} a > span > span:last-child`],
    ],
    'rows',
  );
});

test("a category's services paint before any script, box for box", async ({ browser, server }) => {
  // Clinic 1's consultations: fewer services than a phone's page, so React draws as many rows.
  await compareBoxes(
    browser,
    server,
    '/clinic/1/services/101',
    [
      ['rows', '.fp-list > li', '[data-testid="service-row"]'],
      ['heading', 'main h1', 'main h1'],
      ['search', '.fp-svc-search', 'main .fui-Input'],
      ['titles', '.fp-list .fp-name', '[data-testid="service-row"] a > span:first-child > span'],
      ['prices', '.fp-svc-price', '[data-testid="service-price"]'],
    ],
    'rows',
  );
});

/** A cold visit with the data worker's script never served: no view ever answers, React renders from the page. */
async function withoutWorker(page: Page, path: string, url: string): Promise<void> {
  await page.route(/\/assets\/[^/]*worker[^/]*\.js$/, (route) => route.abort());
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(url + path);
  await expect(page.locator('.fp')).toHaveCount(0);
}

test('a cold visit shows the categories from the page, without the data worker', async ({ page, server }) => {
  await withoutWorker(page, '/clinic/1/services', server.url);
  await expect(page.getByTestId('category-row').first()).toBeVisible();
});

test('a cold visit shows a category’s heading and services from the page, without the data worker', async ({
  page,
  server,
}) => {
  await withoutWorker(page, '/clinic/1/services/101', server.url);
  await expect(page.locator('main h1')).toHaveText('Консультации специалистов');
  await expect(page.getByTestId('service-row').first()).toBeVisible();
});
