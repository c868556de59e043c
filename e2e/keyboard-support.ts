import type { Locator, Page } from '@playwright/test';
import { expect } from './harness';

/** Presses Tab until `target` has the focus (at most `limit` times). */
export async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  await expect(target).toBeVisible();
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => document.activeElement === element)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
