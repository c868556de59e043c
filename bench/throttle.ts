/**
 * CPU throttling for a Playwright page through the DevTools protocol (Emulation.setCPUThrottlingRate),
 * as Lighthouse's mobile preset does (4×). Set on the page's target: it holds across reloads; the
 * service worker and the data worker are other targets and run unthrottled.
 */
import type { Page } from '@playwright/test';

export const MOBILE_CPU_SLOWDOWN = 4;

/** Throttles `page` to 1/`rate` of the CPU; returns the setter to change the rate later (1 = off). */
export async function throttleCpu(page: Page, rate: number): Promise<(rate: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const set = async (next: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: next });
  };
  await set(rate);
  return set;
}
