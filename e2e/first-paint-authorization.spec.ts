/**
 * /authorization paints its login form before any script (server/http/first-paint-authorization.ts)
 * and loads only that form: the phone formatter (libphonenumber-js) comes when the page is idle or
 * a phone field takes focus, registration and recovery when idle or asked for. What a patient types
 * meanwhile, into the painted form or into the app's before the formatter arrives, is kept.
 */
import type { Page } from '@playwright/test';
import { type Box, boxesOf, expectSameBoxes } from './boxes';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shifts';
import { expect, test } from './harness';
import { scriptLog } from './script-log';

const viewport = { width: 412, height: 823 };

/** Holds back the answer to the scripts whose address matches until the returned release is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Idle callbacks wait until the test runs them (`runIdle`): "after the first paint, when idle" is then the test's call. */
async function holdIdle(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const waiting: (() => void)[] = [];
    Object.assign(window, {
      __idle: waiting,
      requestIdleCallback: (work: () => void) => waiting.push(work),
    });
  });
  return () =>
    page.evaluate(() => {
      for (const work of (window as unknown as { __idle: (() => void)[] }).__idle.splice(0)) work();
    });
}

const FORMATTER = ['phone-mask', 'PhoneNumber'];
const AFTER_A_TAP = ['RegistrationForm', 'RecoveryForm'];

test('the formatter and the other forms load only on focus or when idle, never with the screen', async ({
  page,
  server,
}) => {
  const runIdle = await holdIdle(page);
  const scripts = scriptLog(page);
  await page.goto(`${server.url}/authorization`);
  await expect(page.getByTestId('login-phone')).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(scripts().filter((name) => [...FORMATTER, ...AFTER_A_TAP].includes(name))).toEqual([]);

  await page.getByTestId('login-phone').focus();
  await expect.poll(() => scripts()).toContain('phone-mask');
  expect(scripts().filter((name) => AFTER_A_TAP.includes(name))).toEqual([]);
  await runIdle();
  await expect.poll(() => scripts()).toEqual(expect.arrayContaining(AFTER_A_TAP));
});

test('the formatter also loads when the page is idle, with no focus', async ({ page, server }) => {
  const runIdle = await holdIdle(page);
  const scripts = scriptLog(page);
  await page.goto(`${server.url}/authorization`);
  await expect(page.getByTestId('login-phone')).toBeVisible();
  expect(scripts()).not.toContain('phone-mask');
  await runIdle();
  await expect.poll(() => scripts()).toContain('phone-mask');
  await page.getByTestId('login-phone').fill('79991234567');
  await expect(page.getByTestId('login-phone')).toHaveValue('+7 999 123 45 67');
});

test('digits typed before the formatter arrives are kept, then shown in their mask', async ({
  page,
  server,
}) => {
  const release = await holdScripts(page, /\/phone-mask-[\w-]{8}\.js$/);
  await page.goto(`${server.url}/authorization`);
  const phone = page.getByTestId('login-phone');
  await phone.click();
  await page.keyboard.type('7 999 123');
  await expect(phone).toHaveValue('+7999123');
  release();
  await expect(phone).toHaveValue('+7 999 123');
  await page.keyboard.type('4567');
  await expect(phone).toHaveValue('+7 999 123 45 67');
  await page.getByTestId('login-password').fill('secret12');
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

test('what is typed into the painted form before the app runs is the form’s, focus included', async ({
  page,
  server,
}) => {
  const release = await holdScripts(page, /\/assets\/index-[\w-]{8}\.js$/);
  await page.goto(`${server.url}/authorization`);
  await page.locator('.fp input[name="phone"]').fill('+7 (999) 765-43-21');
  await page.locator('.fp input[name="password"]').click();
  await page.keyboard.type('secret');
  release();
  await expect(page.locator('.fp')).toHaveCount(0);
  const password = page.getByTestId('login-password');
  await expect(password).toBeFocused();
  // Typing goes on where it was: the caret is at the end of the field.
  await page.keyboard.type('12');
  await expect(password).toHaveValue('secret12');
  // In its mask once the formatter has come (on the focus the painted field had), else unmasked.
  await expect(page.getByTestId('login-phone')).toHaveValue(/^\+7 999 765 43 21$|^\+79997654321$/);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

/** The login form's parts: the painted page's selector, then the app's. */
const PARTS = [
  ['heading', 'main h1', 'main h1'],
  ['tabs', '.fp-auth-tab', '[role="tab"]'],
  ['form heading', '.fp-auth-heading', 'form h2'],
  ['labels', '.fp-auth-label', 'form .fui-Field label'],
  ['fields', '.fp-auth-input', 'form .fui-Input'],
  ['inputs', '.fp-auth-input input', 'form .fui-Input input'],
  ['password eye', '.fp-auth-eye', '[data-testid="login-password-toggle"]'],
  ['buttons', '.fp-auth-button', 'form > div:last-child > button'],
] as const;

for (const width of [412, 1280]) {
  test(`the painted login form and React's stand box for box at ${width} px, and nothing shifts`, async ({
    browser,
    server,
  }) => {
    const size = { width, height: viewport.height };
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: size });
    const paintedPage = await plain.newPage();
    await paintedPage.goto(`${server.url}/authorization`);
    await expect(paintedPage.locator('.fp input[name="phone"]')).toBeVisible();
    const painted = new Map<string, Box[]>();
    for (const [name, selector] of PARTS) painted.set(name, await boxesOf(paintedPage.locator(selector)));
    await plain.close();

    const live = await browser.newContext({ viewport: size });
    const app = await live.newPage();
    await watchLayoutShifts(app);
    await app.goto(`${server.url}/authorization`);
    await expect(app.getByTestId('login-phone')).toBeVisible();
    await expect(app.locator('.fp')).toHaveCount(0);
    await app.waitForTimeout(1_000);
    for (const [name, , selector] of PARTS) {
      expect(painted.get(name)!.length, name).toBeGreaterThan(0);
      expectSameBoxes(await boxesOf(app.locator(selector)), painted.get(name)!, name);
    }
    expect(await layoutShiftTotal(app)).toBeLessThanOrEqual(0.02);
    await live.close();
  });
}
