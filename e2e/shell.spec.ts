/**
 * The application shell in a real browser: redirects and guards, the menu as drawer and dropdown, the
 * edge swipe, snackbar limits, the marketing context and keyboard use.
 *
 * Test-only hooks: the page is opened with `?e2e`, which exposes window.__priyomShell (src/app/test-hooks.ts)
 * for raising snackbars and for marking the UI session as logged in — nothing can log in yet, and the
 * menu button exists only for logged-in users. The fake session never reaches the worker or the server.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';

interface ShellHooks {
  showSnackbar(input: { type: 'message' | 'advancedLogin'; message: string }): string;
  signInForTest(fullName?: string): void;
  signOutForTest(): void;
  menuOpen(): boolean;
}

async function hooks(page: Page): Promise<void> {
  await page.waitForFunction(() => '__priyomShell' in window);
}

async function signIn(page: Page): Promise<void> {
  await hooks(page);
  await page.evaluate(() =>
    (window as unknown as { __priyomShell: ShellHooks }).__priyomShell.signInForTest(),
  );
}

const drawer = (page: Page) => page.getByTestId('menu-drawer');
const dropdown = (page: Page) => page.getByTestId('menu-dropdown');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Открыть меню' });

test.describe('redirects and guards', () => {
  test('an unknown path and a malformed key land on the start page', async ({ page, server }) => {
    for (const path of ['/no/such/page', '/call/abc', '/clinic/abc/menu']) {
      await page.goto(`${server.url}${path}`);
      await expect(page).toHaveURL(`${server.url}/`);
      await expect(page.getByTestId('clinic-title').first()).toBeVisible();
    }
  });

  test('a well-formed key opens its screen under its own path', async ({ page, server }) => {
    await page.goto(`${server.url}/feedback/Ab3%2B%2FxYz9%3D`);
    await expect(page.getByRole('heading', { name: 'Отзыв о приёме' })).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/feedback/Ab3%2B%2FxYz9%3D`);
  });

  test('a logged-in-only path visited logged out goes back', async ({ page, server }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${server.url}/privacy-policy?e2e`);
    await signIn(page);
    await menuButton(page).click();
    await dropdown(page).getByRole('menuitem', { name: 'Профиль' }).click();
    await expect(page).toHaveURL(`${server.url}/profile`);
    await page.goBack();
    await expect(page).toHaveURL(`${server.url}/privacy-policy?e2e`);
    await page.evaluate(() =>
      (window as unknown as { __priyomShell: ShellHooks }).__priyomShell.signOutForTest(),
    );
    // Forward to /profile while logged out: the guard sends the user back to the previous path.
    await page.goForward();
    await expect(page).toHaveURL(`${server.url}/privacy-policy?e2e`);
    await expect(page.getByRole('heading', { name: 'Политика конфиденциальности' })).toBeVisible();
    // Opened directly, with nowhere to go back to: the start page.
    await page.goto(`${server.url}/profile`);
    await expect(page).toHaveURL(`${server.url}/`);
  });

  test('the router state is kept in session storage', async ({ page, server }) => {
    await page.goto(server.url);
    await page.getByTestId('clinic-row').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/clinic\/\d+\/menu$/);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('priyom.router') ?? 'null'));
    expect(stored).toMatchObject({
      position: 1,
      entries: ['/', expect.stringMatching(/^\/clinic\/\d+\/menu$/)],
    });
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(`${server.url}/`);
  });
});

test.describe('menu', () => {
  test('a drawer at 400 px, a dropdown at 1200 px, and an open menu follows a resize', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${server.url}/?e2e`);
    await signIn(page);
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    const width = await drawer(page).evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBe(300);
    await expect(drawer(page).getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
    await expect(drawer(page).getByRole('menuitem', { name: 'Выйти' })).toBeVisible();

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(dropdown(page)).toBeVisible();
    await expect(drawer(page)).toBeHidden();
    const box = await dropdown(page).boundingBox();
    expect(box?.width).toBe(300);

    await page.setViewportSize({ width: 600, height: 800 });
    await expect(drawer(page)).toBeVisible();
    await expect(dropdown(page)).toBeHidden();
    expect(await drawer(page).evaluate((element) => element.getBoundingClientRect().width)).toBe(330);
  });

  test('an edge swipe opens the drawer on a narrow screen (touch and mouse)', async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 400, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(server.url);
    await expect(page.getByTestId('clinic-title').first()).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: 400 }] });
    // Too far from the edge: nothing.
    await touch('touchStart', 350);
    await touch('touchMove', 300);
    await touch('touchEnd');
    await expect(drawer(page)).toBeHidden();
    // From the last 20 px, 40 px to the left: the drawer, logged out with its Login entry.
    await touch('touchStart', 390);
    await touch('touchMove', 370);
    await touch('touchMove', 350);
    await touch('touchEnd');
    await expect(drawer(page)).toBeVisible();
    await drawer(page).getByRole('menuitem', { name: 'Войти' }).click();
    await expect(page).toHaveURL(`${server.url}/authorization`);
    await expect(drawer(page)).toBeHidden();
    // A mouse drag works the same way.
    await page.mouse.move(395, 300);
    await page.mouse.down();
    await page.mouse.move(340, 300, { steps: 4 });
    await page.mouse.up();
    await expect(drawer(page)).toBeVisible();
    await context.close();
  });

  test('keyboard: the dropdown opens with Enter, keeps focus, closes with Escape', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${server.url}/?e2e`);
    await signIn(page);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page)).toBeVisible();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await dropdown(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('keyboard: the drawer opens with Enter, traps focus, closes with Escape', async ({ page, server }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${server.url}/?e2e`);
    await signIn(page);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('snackbars', () => {
  test('at most two, newest first; a message closes itself after 5 s', async ({ page, server }) => {
    await page.goto(`${server.url}/?e2e`);
    await hooks(page);
    await page.evaluate(() => {
      const shell = (window as unknown as { __priyomShell: ShellHooks }).__priyomShell;
      shell.showSnackbar({ type: 'advancedLogin', message: 'первое' });
      shell.showSnackbar({ type: 'message', message: 'второе' });
      shell.showSnackbar({ type: 'message', message: 'третье' });
    });
    const snackbars = page.getByTestId('snackbar');
    await expect(snackbars).toHaveCount(2);
    await expect(snackbars.nth(0)).toContainText('третье');
    await expect(snackbars.nth(1)).toContainText('второе');
    await expect(page.getByRole('status').filter({ has: snackbars.first() })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await snackbars.nth(0).getByRole('button', { name: 'Закрыть' }).click();
    await expect(snackbars).toHaveCount(1);
    await expect(snackbars).toHaveCount(0, { timeout: 7000 });
  });
});

test.describe('marketing context', () => {
  test('visit parameters leave the address bar and stay in session storage', async ({ page, server }) => {
    await page.goto(`${server.url}/?roistatVisit=r-1&coMagicVisit=c-2&ref=15&utmSource=mobileApp`);
    await expect(page).toHaveURL(`${server.url}/?ref=15&utmSource=mobileApp`);
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('priyom.marketing') ?? 'null'),
    );
    expect(stored).toEqual({
      utmSource: 'mobileApp',
      roistatVisit: 'r-1',
      coMagicVisit: 'c-2',
      referralId: 15,
    });
    // utmSource=mobileApp records the mobile-app sign-in about 2 s after start.
    await page.waitForFunction(() =>
      ((window as { __priyomEvents?: Array<{ name: string }> }).__priyomEvents ?? []).some(
        (event) => event.name === 'mobileAppSignIn',
      ),
    );
  });
});
