/**
 * /authorization comes drawn by the server with the app's own components (server/http/react-page.ts),
 * which the app hydrates; it loads only the login form: the phone formatter (libphonenumber-js) comes when the page is idle or
 * a phone field takes focus, registration and recovery when idle or asked for. What a patient types
 * meanwhile, before the app runs or before the formatter arrives, is kept, and Enter sends it.
 */
import type { Page } from '@playwright/test';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shifts';
import { expect, test } from './harness';
import { scriptLog } from './script-log';
import { appStarted, drawnStill, holdAnswers, holdApp, hydrationErrors, markDrawn } from './server-drawn';

const viewport = { width: 412, height: 823 };

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
  await appStarted(page);
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
  // The server drew the form: the field asks for idle time once the app has hydrated it.
  await appStarted(page);
  expect(scripts()).not.toContain('phone-mask');
  await expect
    .poll(async () => {
      await runIdle();
      return scripts();
    })
    .toContain('phone-mask');
  await page.getByTestId('login-phone').fill('79991234567');
  await expect(page.getByTestId('login-phone')).toHaveValue('+7 999 123 45 67');
});

test('digits typed before the formatter arrives are kept, then shown in their mask', async ({
  page,
  server,
}) => {
  const release = await holdAnswers(page, /\/phone-mask-[\w-]{8}\.js$/);
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

test('typed and sent with Enter before the app runs, on a phone (4x CPU): the patient is logged in', async ({
  page,
  server,
}) => {
  const errors = hydrationErrors(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdApp(page);
  await page.goto(`${server.url}/authorization`, { waitUntil: 'domcontentloaded' });
  // The server drew the app's own form: its fields take input before any of the app's script ran.
  await page.getByTestId('login-phone').fill('+79990000002');
  await page.getByTestId('login-password').click();
  await page.keyboard.type('demo2026');
  await page.keyboard.press('Enter');
  release();
  await appStarted(page);
  await expect(page).not.toHaveURL(/\/authorization$/);
  await expect(page.getByTestId('header-title')).not.toHaveText('Войти');
  expect(errors).toEqual([]);
});

/**
 * Waits until React's root exists on #root: the app has begun hydrating the page, which at 4x CPU takes
 * it several frames before it commits (time-sliced, as a transition). Says whether the app had yet to
 * play the held input then, as it has once hydration committed.
 */
async function hydrationBegun(page: Page): Promise<'hydrating' | 'started'> {
  const moment = await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')) &&
      ((window as unknown as { __priyomEarlyInput?: { played?: boolean } }).__priyomEarlyInput?.played
        ? 'started'
        : 'hydrating'),
    undefined,
    { polling: 'raf' },
  );
  return (await moment.jsonValue()) as 'hydrating' | 'started';
}

test('sent with Enter while the app hydrates, on a phone (4x CPU): the patient is logged in every time', async ({
  browser,
  server,
}) => {
  // The text typed before the app runs and the Enter pressed as it hydrates; the phone typed before
  // and the password typed, then sent, as it hydrates.
  for (const typedBefore of [['+79990000002', 'demo2026'], ['+79990000002']]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await holdApp(page);
    await page.goto(`${server.url}/authorization`, { waitUntil: 'domcontentloaded' });
    const [phone, password] = typedBefore;
    await page.getByTestId('login-phone').fill(phone ?? '');
    if (password) await page.getByTestId('login-password').fill(password);
    release();
    expect(await hydrationBegun(page)).toBe('hydrating');
    if (!password) {
      await page.getByTestId('login-password').click();
      await page.keyboard.type('demo2026');
    }
    await page.keyboard.press('Enter');
    await appStarted(page);
    await expect(page, `typed before the app: ${typedBefore.length} fields`).not.toHaveURL(
      /\/authorization$/,
    );
    await expect(page.getByTestId('header-title')).not.toHaveText('Войти');
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('a form drawn in Russian for a reader whose app reads English is drawn anew, and takes Enter', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('priyom.lang', 'en-gb'));
  const page = await context.newPage();
  await page.goto(`${server.url}/authorization`);
  await expect(page.getByTestId('login-submit')).toHaveText('Log in');
  // Nothing held is left to play: the page says so, as a hydrated one does once it has played it.
  await appStarted(page);
  await page.getByTestId('login-phone').fill('+79990000002');
  await page.getByTestId('login-password').fill('demo2026');
  await page.getByTestId('login-password').press('Enter');
  await expect(page).not.toHaveURL(/\/authorization$/);
  await context.close();
});

test('what is typed before the app runs stays in the fields and in the form, focus included', async ({
  page,
  server,
}) => {
  const release = await holdApp(page);
  await page.goto(`${server.url}/authorization`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('login-phone').fill('+7 (999) 765-43-21');
  await page.getByTestId('login-password').click();
  await page.keyboard.type('secret');
  release();
  await appStarted(page);
  const password = page.getByTestId('login-password');
  await expect(password).toBeFocused();
  // Typing goes on where it was: the caret is at the end of the field.
  await page.keyboard.type('12');
  await expect(password).toHaveValue('secret12');
  await expect(page.getByTestId('login-phone')).toHaveValue(/^\+7 999 765 43 21$|^\+79997654321$/);
  // The form knows the text: its button is enabled by it.
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

test('typing on while the app hydrates keeps every character', async ({ page, server }) => {
  const release = await holdApp(page);
  await page.goto(`${server.url}/authorization`, { waitUntil: 'domcontentloaded' });
  const password = page.getByTestId('login-password');
  await password.click();
  await page.keyboard.type('sec');
  release();
  // On without waiting: some of these keys land before the app holds the field, some after.
  for (const key of 'ret2026') {
    await page.keyboard.type(key);
    await page.waitForTimeout(40);
  }
  await appStarted(page);
  await expect(password).toHaveValue('secret2026');
  await page.getByTestId('login-phone').fill('79991234567');
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

for (const width of [412, 1280]) {
  test(`at ${width} px the app takes over every element the server drew, without a mismatch or a shift`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: viewport.height } });
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    await watchLayoutShifts(page);
    const release = await holdApp(page);
    await page.goto(`${server.url}/authorization`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('login-phone')).toBeVisible();
    const drawn = await markDrawn(page);
    expect(drawn).toBeGreaterThan(30);
    release();
    await appStarted(page);
    await page.waitForTimeout(1_000);
    // All of them but the theme's <style>, which Fluent's provider draws inline on the server and keeps
    // in the head once it runs.
    const { kept, gone } = await drawnStill(page);
    expect(gone).toEqual([expect.stringMatching(/^style#fui-FluentProvider/)]);
    expect(kept).toBe(drawn - 1);
    expect(errors).toEqual([]);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
    await context.close();
  });
}
