/**
 * The harness fails a test whose pages report a hydration mismatch (e2e/harness.ts): production React
 * names one by its error number alone, logged as a page error, and recovers by drawing the page anew,
 * which nothing else a test asserts may see. Each test here reports one, so each must fail.
 */
import { test } from './harness';

const MISMATCH = 'Minified React error #418; visit https://react.dev/errors/418?args[]=HTML&args[]=';

test('a page error naming a hydration mismatch, on the test’s own page, fails the test', async ({ page }) => {
  test.fail();
  await page.setContent('<p>drawn</p>');
  const reported = page.waitForEvent('pageerror');
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, MISMATCH);
  await reported;
});

test('a console error naming a hydration mismatch, on a page of a context the test opened, fails the test', async ({
  browser,
}) => {
  test.fail();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<p>drawn</p>');
  await page.evaluate((message) => console.error(message), MISMATCH);
  await context.close();
});
