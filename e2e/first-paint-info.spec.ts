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

test("the page's phones show without the phone formatter; another clinic's, opened inside the app, are formatted the same way", async ({
  page,
  server,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const phones = page.locator('[data-testid="clinic-info-details"] a[href^="tel:"]');
  const shown = async () =>
    phones.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
  // libphonenumber-js's metadata is what makes the formatter's chunk large.
  const formatterScripts = async () => {
    const sources = await Promise.all(
      scripts.map((url) => page.evaluate(async (address) => (await fetch(address)).text(), url)),
    );
    return scripts.filter((_, index) => sources[index]!.includes('countryCallingCodes'));
  };
  // Clinic 2's phones as its own page brings them, formatted by the server.
  await page.goto(`${server.url}/clinic/2`);
  await expect(phones.first()).toBeVisible();
  const fromServer = await shown();
  scripts.length = 0;
  await page.goto(`${server.url}/clinic/1`);
  await expect(phones.first()).toBeVisible();
  await expect(page.locator('.fp')).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(await formatterScripts()).toEqual([]);
  // Then clinic 2's information inside the app: the page's phones are clinic 1's, so the screen
  // formats clinic 2's itself, as the server did.
  // Each step back once the one before has landed: a second click on the screen being left would
  // only repeat the first step.
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(/\/clinic\/1\/menu$/);
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(`${server.url}/`);
  await page.getByTestId('clinic-title').filter({ hasText: 'Петроградской' }).click();
  await page.getByTestId('clinic-menu-information').click();
  await expect(page.locator('main h1')).toContainText('Петроградской');
  await expect(phones.first()).toBeVisible();
  expect(await shown()).toEqual(fromServer);
  expect(await formatterScripts()).not.toEqual([]);
});
