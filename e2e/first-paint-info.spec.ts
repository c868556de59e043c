/**
 * The clinic information paints before any script (server/http/first-paint-info.ts): with JavaScript
 * off the clinic's card, its details and phones are there, and with it React draws the same boxes
 * where the page had them; its first load does not fetch the phone formatter (the page brings the
 * phones formatted).
 */
import { compareBoxes } from './paint-boxes';
import { expect, test } from './harness';

test('the clinic information paints its card, details and phones before any script, box for box', async ({
  browser,
  server,
}) => {
  await compareBoxes(
    browser,
    server,
    '/clinic/1',
    [
      ['phones', '.fp-info-line a[href^="tel:"]', '[data-testid="clinic-info-details"] a[href^="tel:"]'],
      ['card', '.fp-card', '[data-testid="clinic-information"]'],
      ['heading', 'main h1', 'main h1'],
      ['logo', '.fp-info-logo', '[data-testid="clinic-information"] img'],
      ['details', '.fp-info-details', '[data-testid="clinic-info-details"]'],
      ['lines', '.fp-info-line', '[data-testid="clinic-info-details"] > div'],
      ['links', '.fp-info-line a', '[data-testid="clinic-info-details"] a'],
      ['site', '.fp-card > div:not([class]) a', '[data-testid="clinic-site"]'],
      ['text', '.fp-info-text', '[data-testid="clinic-information"] > p'],
    ],
    'phones',
  );
});

test('the clinic information shows the phones the page brought without loading the phone formatter', async ({
  page,
  server,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${server.url}/clinic/1`);
  const phones = page.locator('[data-testid="clinic-info-details"] a[href^="tel:"]');
  await expect(phones.first()).toBeVisible();
  await expect(page.locator('.fp')).toHaveCount(0);
  await page.waitForTimeout(1_000);
  // libphonenumber-js's metadata is what makes the formatter's chunk large: no script of it came.
  const sources = await Promise.all(
    scripts.map((url) => page.evaluate(async (address) => (await fetch(address)).text(), url)),
  );
  expect(scripts.filter((_, index) => sources[index]!.includes('countryCallingCodes'))).toEqual([]);
});

test("a clinic's information reached inside the app formats its phones itself, as the server does", async ({
  page,
  server,
}) => {
  const phones = page.locator('[data-testid="clinic-info-details"] a[href^="tel:"]');
  const shown = async () =>
    phones.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
  // Clinic 2's phones as its own page brings them, formatted by the server.
  await page.goto(`${server.url}/clinic/2`);
  await expect(phones.first()).toBeVisible();
  const fromServer = await shown();
  // The screen loaded with clinic 1's phones in the page, then clinic 2's information opened inside
  // the app: the page's phones are not that clinic's, so the screen formats them.
  await page.goto(`${server.url}/clinic/1`);
  await expect(phones.first()).toBeVisible();
  await page.getByTestId('header-back').click();
  await page.getByTestId('header-back').click();
  await page.getByTestId('clinic-title').filter({ hasText: 'Петроградской' }).click();
  await page.getByTestId('clinic-menu-information').click();
  await expect(page.locator('main h1')).toContainText('Петроградской');
  await expect(phones.first()).toBeVisible();
  expect(await shown()).toEqual(fromServer);
});
