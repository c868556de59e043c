/**
 * What the shell's browser specs share: the test-only hooks (the harness starts the server with
 * TEST_HOOKS=1, whose pages expose window.__priyomShell, src/app/test-hooks.ts, for raising snackbars
 * and for marking the UI session as logged in — nothing can log in yet, and the menu button exists only
 * for logged-in users; the fake session never reaches the worker or the server), a touch screen, and the
 * menu's locators.
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from './harness';

export interface ShellHooks {
  showSnackbar(input: { type: 'message' | 'advancedLogin'; message: string }): string;
  signInForTest(fullName?: string): void;
  signOutForTest(): void;
  menuOpen(): boolean;
}

export async function hooks(page: Page): Promise<void> {
  await page.waitForFunction(() => '__priyomShell' in window);
}

export async function signIn(page: Page): Promise<void> {
  await hooks(page);
  await page.evaluate(() =>
    (window as unknown as { __priyomShell: ShellHooks }).__priyomShell.signInForTest(),
  );
}

type Touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) => Promise<unknown>;

/** A 400 px touch screen on the start page, and a way to touch it at (x, 400) through CDP. */
export async function touchScreen(browser: Browser, server: { url: string }) {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(server.url);
  await expect(page.getByTestId('clinic-title').first()).toBeVisible();
  const cdp = await context.newCDPSession(page);
  const touch: Touch = (type, x) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: 400 }] });
  return { context, page, touch };
}

/** The start page, then the first clinic's menu; returns the menu's path. */
export async function openFirstClinicMenu(page: Page, server: { url: string }): Promise<string> {
  await page.goto(server.url);
  await page.getByTestId('clinic-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/clinic\/\d+\/menu$/);
  return new URL(page.url()).pathname;
}

export const drawer = (page: Page) => page.getByTestId('menu-drawer');
export const dropdown = (page: Page) => page.getByTestId('menu-dropdown');
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Открыть меню' });
