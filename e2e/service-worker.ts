/**
 * The browser tests run without a service worker unless they allow one (playwright.config.ts); those
 * that do wait for it to control the page before they read what it keeps.
 */
import type { Page } from '@playwright/test';

/** Resolves once the page's service worker is active and controls the page. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}
