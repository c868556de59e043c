/**
 * Service results in a real browser against the real server's demo results: grouped by
 * date, a complex result opened to its parts, an attachment and a protocol PDF downloaded (checked by
 * content), and with the server stopped a reload still shows the results seen before, with their age.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { escapeGivesFocusBack, hooks, signIn } from './shell-support';
import { untilServiceWorkerControls } from './service-worker';

const FAMILY = '79990000001';
const rows = (page: Page) => page.getByTestId('result-row');

async function openResults(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(url);
  await signIn(page, FAMILY);
  await page.goto(`${url}/service-results`);
  await hooks(page);
  await expect(rows(page).first()).toBeVisible();
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await download.path())!);
}

test('results by date; a complex result opens to its parts; an attachment and a protocol PDF download', async ({
  page,
  server,
}) => {
  await openResults(page, server.url);
  // Newest date first: the group headings' order follows the dates (long Russian dates end in 'года').
  await expect(page.getByTestId('results-date').first()).toBeVisible();
  const headings = await page.getByTestId('results-date').allTextContents();
  expect(headings.length).toBeGreaterThan(1);
  expect(headings.some((heading) => heading.endsWith('года'))).toBe(true);

  const complex = rows(page)
    .filter({ has: page.getByTestId('result-expand') })
    .first();
  await complex.getByTestId('result-expand').click();
  await expect(complex.getByTestId('result-parts').getByTestId('result-row')).not.toHaveCount(0);
  await expect(complex.getByTestId('result-expand')).toHaveAttribute('aria-expanded', 'true');

  const single = page.locator('[data-testid="result-open"][data-action="download"]').first();
  const file = await downloaded(page, () => single.click());
  expect(file.length).toBeGreaterThan(8);
  // A real image: PNG's signature.
  expect([...file.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

  const withFiles = page.locator('[data-testid="result-open"][data-action="dialog"]').first();
  const title = (await withFiles.textContent())!;
  await withFiles.click();
  const dialog = page.getByTestId('files-dialog');
  await expect(dialog).toBeVisible();
  const protocol = dialog.getByTestId('file-protocol').first();
  const pdf = await downloaded(page, () => protocol.click());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(title.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('with the server stopped, a reload still shows the results seen before, with their age', async ({
    page,
    server,
  }) => {
    await page.goto(server.url);
    await untilServiceWorkerControls(page);
    await openResults(page, server.url);
    const seen = await rows(page).allTextContents();
    await server.stop();
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).allTextContents()).toEqual(seen);
    await expect(page.getByTestId('refresh-results')).toBeVisible();
  });
});

test('the files dialog, opened and closed by keyboard, gives the focus back to the result that opened it', async ({
  page,
  server,
}) => {
  await openResults(page, server.url);
  const withFiles = page.locator('[data-testid="result-open"][data-action="dialog"]').first();
  await escapeGivesFocusBack(page, withFiles, page.getByTestId('files-dialog'));
});
