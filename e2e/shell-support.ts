/**
 * What the shell's browser specs share: the test-only hooks (the harness starts the server with
 * TEST_HOOKS=1, whose pages expose window.__priyomShell, src/app/test-hooks.ts, for raising snackbars
 * and for logging in and out through the data worker's real session with a seeded demo login), a touch
 * screen, and the menu's locators.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './harness';

export interface ShellHooks {
  showSnackbar(input: { type: 'message' | 'advancedLogin'; message: string }): string;
  clearSnackbars(): void;
  signInForTest(phone?: string, password?: string): Promise<boolean>;
  signOutForTest(): Promise<void>;
  authenticatedCallForTest(): Promise<string[]>;
  loggedIn(): boolean;
  menuOpen(): boolean;
}

/**
 * The app runs and has taken over the page: its test hooks are there, and a page the server drew has
 * been hydrated (or, should it not match, drawn anew) and the input held before it played, so what a
 * test focuses or clicks next is the app's element, not one about to be replaced.
 */
export async function hooks(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      '__priyomShell' in window &&
      // A page the server drew, or the service worker kept, holds taps until the app has taken it over.
      ((!document.getElementById('root')?.hasAttribute('data-rendered') &&
        !document.getElementById('root')?.hasAttribute('data-kept')) ||
        (window as unknown as { __priyomEarlyInput?: { played?: boolean } }).__priyomEarlyInput?.played ===
          true),
  );
}

type HookWindow = { __priyomShell: ShellHooks };

/** Logs in for real (demo 79990000002, no linked profiles, unless told) and waits for the shell to know. */
export async function signIn(page: Page, phone?: string): Promise<void> {
  await hooks(page);
  const signedIn = await page.evaluate(
    (number) => (window as unknown as HookWindow).__priyomShell.signInForTest(number ?? undefined),
    phone ?? null,
  );
  expect(signedIn).toBe(true);
  await page.waitForFunction(() => (window as unknown as HookWindow).__priyomShell.loggedIn());
}

/** Logs out for real and waits for the shell to know. */
export async function signOut(page: Page): Promise<void> {
  // A page the server paints shows its heading before the app, and these hooks, have loaded.
  await hooks(page);
  await page.evaluate(() => (window as unknown as HookWindow).__priyomShell.signOutForTest());
  await page.waitForFunction(() => !(window as unknown as HookWindow).__priyomShell.loggedIn());
}

/**
 * Touches at (x, 400), `after` ms into the gesture that the last touchStart began. The time is the
 * event's own, sent with it, so a loaded machine's slow round trips do not stretch a quick swipe past
 * the second a swipe may take, and a slow one needs no real wait.
 */
type Touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, after?: number) => Promise<unknown>;

/**
 * A 400 px touch screen on the start page once the app has taken it over, and a way to touch it
 * through CDP. The server paints the clinic's title before the app runs; the edge swipe's
 * listeners come with the app, so a swipe sent on the title alone could reach a page with none yet.
 */
export async function touchScreen(browser: Browser, server: { url: string }) {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(server.url);
  await expect(page.getByTestId('clinic-title').first()).toBeVisible();
  await hooks(page);
  const cdp = await context.newCDPSession(page);
  let gestureStart = 0;
  const touch: Touch = (type, x, after = 0) => {
    if (type === 'touchStart') gestureStart = Date.now();
    return cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined ? [] : [{ x, y: 400 }],
      timestamp: (gestureStart + after) / 1000,
    });
  };
  // A mouse drag at y 300 from `from` to `to` in four steps over 100 ms of the events' own time, for the
  // same reason.
  const drag = async (from: number, to: number) => {
    const start = Date.now();
    let pressed = false;
    const send = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number, after: number) => {
      if (type !== 'mouseMoved') pressed = type === 'mousePressed';
      return cdp.send('Input.dispatchMouseEvent', {
        type,
        x,
        y: 300,
        // A move names the button held, as a real mouse's does: none before the press.
        button: type === 'mouseMoved' && !pressed ? 'none' : 'left',
        buttons: pressed ? 1 : 0,
        clickCount: type === 'mouseMoved' ? 0 : 1,
        timestamp: (start + after) / 1000,
      });
    };
    await send('mouseMoved', from, 0);
    await send('mousePressed', from, 0);
    for (let step = 1; step <= 4; step++)
      await send('mouseMoved', from + ((to - from) * step) / 4, step * 25);
    await send('mouseReleased', to, 100);
  };
  return { context, page, touch, drag };
}

/**
 * Whether the menu is open now. A touch's handlers have run by the time CDP answers its dispatch, so
 * this can show that a gesture opened nothing; the drawer itself is loaded on first use and may not be
 * in the page yet even when the menu is open.
 */
export function menuIsOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as HookWindow).__priyomShell.menuOpen());
}

/** The start page, then the first clinic's menu; returns the menu's path. */
export async function openFirstClinicMenu(page: Page, server: { url: string }): Promise<string> {
  await page.goto(server.url);
  // A link the server drew is followed by the browser (a page load) until the app has the page.
  await hooks(page);
  await page.getByTestId('clinic-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/clinic\/\d+\/menu$/);
  return new URL(page.url()).pathname;
}

export const drawer = (page: Page) => page.getByTestId('menu-drawer');
export const dropdown = (page: Page) => page.getByTestId('menu-dropdown');
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Открыть меню' });

/** Opens `dialog` from `opener` with Enter, closes it with Escape, and expects the focus back on `opener`. */
export async function escapeGivesFocusBack(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
