/**
 * Every public screen comes drawn by the server with the app's own components (server/http/react-page.ts):
 * with JavaScript off its content is there (the clinics, the doctors, a doctor's free times, the
 * document, a link's frame); with it the app hydrates every drawn element in place, without a mismatch
 * or a shift, in either language. A link's frame is the
 * same for every key: the page the server sends carries nothing of the link's appointment (the service
 * worker may keep it), and the link's lines fill in once the app has looked the link up.
 */
import type { Page } from '@playwright/test';
import { demoLinkPath } from './demo-link';
import { expect, test } from './harness';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shifts';
import { appStarted, drawnStill, holdApp, hydrationErrors, markDrawn } from './server-drawn';
import { signIn } from './shell-support';

const viewport = { width: 412, height: 823 };

/** Draws `path` with the app held back, then lets it run: every drawn element stays, nothing shifts. */
async function expectHydratedInPlace(
  page: Page,
  url: string,
  heading: RegExp,
  alsoGone: string[] = [],
): Promise<void> {
  const errors = hydrationErrors(page);
  await watchLayoutShifts(page);
  const release = await holdApp(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main h1').first()).toHaveText(heading);
  const drawn = await markDrawn(page);
  release();
  await appStarted(page);
  await page.waitForTimeout(1_000);
  // All of them but the theme's <style>, which Fluent's provider keeps in the head once it runs, and
  // what gives way to data by design: a link's pending lines, a skeleton (where the page brought none).
  const { kept, gone } = await drawnStill(page);
  const others = gone.filter((name) => name !== 'link-pending' && !alsoGone.includes(name));
  expect(others).toEqual([expect.stringMatching(/^style#fui-FluentProvider/)]);
  expect(kept).toBe(drawn - gone.length);
  expect(errors).toEqual([]);
  expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
}

for (const [path, heading] of [
  ['/end-user-license-agreement', /Лицензионное соглашение/],
  ['/privacy-policy', /Политика конфиденциальности/],
] as const) {
  test(`${path} is drawn by the server and hydrated in place`, async ({ browser, server }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport });
    const still = await plain.newPage();
    await still.goto(server.url + path);
    await expect(still.locator('main h1')).toHaveText(heading);
    await expect(still.getByTestId('agreement')).not.toBeEmpty();
    await plain.close();

    const context = await browser.newContext({ viewport });
    await expectHydratedInPlace(await context.newPage(), server.url + path, heading);
    await context.close();
  });
}

/** The browsing screens, with what shows with JavaScript off. */
const SCREENS: ReadonlyArray<{ path: string; heading: RegExp; shows: string; skeleton?: boolean }> = [
  { path: '/', heading: /Выберите клинику/, shows: 'clinic-title' },
  { path: '/clinic/1/menu', heading: /Клиника/, shows: 'clinic-menu-specialists' },
  { path: '/clinic/1', heading: /Информация о клинике|Клиника/, shows: 'clinic-information' },
  { path: '/clinic/1/services', heading: /Выберите категорию услуг/, shows: 'category-list' },
  { path: '/clinic/1/services/101', heading: /Консультации/, shows: 'service-row' },
  { path: '/clinic/1/service/7', heading: /./, shows: 'schedule-grid' },
  { path: '/clinic/1/doctors', heading: /Выберите специалиста/, shows: 'doctor-row' },
  // The doctor's services panel: the page brings no services, so its skeleton gives way to them.
  { path: '/clinic/1/doctor/1', heading: /./, shows: 'schedule-grid', skeleton: true },
  { path: '/clinic/1/specialties', heading: /Выберите специальность/, shows: 'specialty-list' },
];

for (const { path, heading, shows, skeleton } of SCREENS) {
  test(`${path} is drawn by the server with its data and hydrated in place`, async ({ browser, server }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport });
    const still = await plain.newPage();
    await still.goto(server.url + path);
    await expect(still.locator('main h1').first()).toHaveText(heading);
    await expect(still.getByTestId(shows).first()).toBeVisible();
    await plain.close();

    const context = await browser.newContext({ viewport });
    await expectHydratedInPlace(
      await context.newPage(),
      server.url + path,
      heading,
      skeleton ? ['skeleton'] : [],
    );
    await context.close();
  });
}

test('a logged-in reader’s drawn page is hydrated too, not drawn again: only the header’s buttons change', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ viewport });
  const first = await context.newPage();
  await first.goto(server.url);
  await signIn(first);
  for (const [path, skeleton] of [
    ['/clinic/1/doctor/1', true],
    ['/clinic/1/doctors', false],
    ['/', false],
  ] as const) {
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    const release = await holdApp(page);
    await page.goto(server.url + path, { waitUntil: 'domcontentloaded' });
    // The server draws every page for anyone, so logged out; the screen itself is the same for both.
    const drawn = await markDrawn(page, 'main');
    release();
    await appStarted(page);
    await page.waitForFunction(() =>
      (window as unknown as { __priyomShell: { loggedIn(): boolean } }).__priyomShell.loggedIn(),
    );
    const { kept, gone } = await drawnStill(page);
    expect(gone.filter((name) => !(skeleton && name === 'skeleton'))).toEqual([]);
    expect(kept).toBe(drawn - gone.length);
    expect(errors).toEqual([]);
    await page.close();
  }
  await context.close();
});

/** Phones' browsers, whose header shows the install button: the server knows no phone and draws none. */
const PHONE_AGENTS = {
  Android:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
} as const;

for (const [phone, userAgent] of Object.entries(PHONE_AGENTS)) {
  test(`on ${phone} the drawn page is hydrated too, not drawn again: the install button comes once the app runs`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ viewport, userAgent, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await expectHydratedInPlace(page, `${server.url}/`, /Выберите клинику/);
    await expect(page.getByRole('button', { name: 'Установить приложение' })).toBeVisible();
    await context.close();
  });
}

test('a drawn list scrolled before the app runs has its scroll-up button once the app starts', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const release = await holdApp(page);
  await page.goto(`${server.url}/clinic/1/doctors`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('doctor-row').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 800));
  release();
  await appStarted(page);
  await expect(page.getByTestId('scroll-button')).toBeVisible();
  await context.close();
});

test('in English too: a screen drawn in the reader’s language is hydrated, not drawn again', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'priyom.lang', value: 'en-gb', url: server.url }]);
  await context.addInitScript(() => localStorage.setItem('priyom.lang', 'en-gb'));
  const page = await context.newPage();
  await expectHydratedInPlace(page, `${server.url}/clinic/1/doctors`, /Choose a specialist/);
  await context.close();
});

for (const [kind, heading, line] of [
  ['confirmation', /Подтвердите запись/, 'confirm-doctor'],
  ['feedback', /Отзыв о приёме/, 'feedback-doctor'],
] as const) {
  test(`a ${kind} link's frame is drawn by the server without the appointment, and hydrated in place`, async ({
    browser,
    server,
    request,
  }) => {
    const path = await demoLinkPath(server, kind);
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport });
    const still = await plain.newPage();
    await still.goto(server.url + path);
    await expect(still.locator('main h1')).toHaveText(heading);
    await expect(still.getByTestId('link-pending').first()).toBeVisible();
    await plain.close();

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await expectHydratedInPlace(page, server.url + path, heading);
    const doctor = (await page.getByTestId(line).textContent())?.replace(/^[^:]*:\s*/, '') ?? '';
    expect(doctor.length).toBeGreaterThan(3);
    const served = await (await request.get(server.url + path)).text();
    expect(served).toContain('data-rendered="ru"');
    expect(served).not.toContain(doctor);
    await context.close();
  });
}

test('stars tapped on a feedback link before the app runs count once it has started: Send is enabled', async ({
  page,
  server,
}) => {
  const path = await demoLinkPath(server, 'feedback');
  const release = await holdApp(page);
  await page.goto(server.url + path, { waitUntil: 'domcontentloaded' });
  for (const [rating, name] of [
    ['rating-assessment', '3 из 5'],
    ['rating-recommend', '4 из 5'],
  ] as const)
    await page.getByTestId(rating).getByRole('radio', { name, exact: true }).click({ force: true });
  release();
  await appStarted(page);
  await expect(
    page.getByTestId('rating-assessment').getByRole('radio', { name: '3 из 5', exact: true }),
  ).toBeChecked();
  await expect(page.getByTestId('feedback-send')).toBeEnabled();
});
