/**
 * The list screens' first load draws avatars and info buttons from plain elements: no script they load
 * holds Fluent's Avatar (its chunk brought the presence badge and its icons, for initials in a circle),
 * and a row's info button is a plain button, still reached by Tab and named by its title.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';

/** The text of every script the page loads from now on. */
function scriptTexts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

for (const [path, list, row] of [
  ['/clinic/1/doctors', 'doctor-list', 'doctor-row'],
  ['/clinic/1/specialties', 'specialty-list', 'specialty-row'],
  ['/clinic/1/services', 'category-list', 'category-row'],
] as const) {
  test(`${path} loads no Fluent Avatar and draws its rows without Fluent's Button`, async ({
    page,
    server,
  }) => {
    const scripts = scriptTexts(page);
    await page.goto(server.url + path);
    await expect(page.getByTestId(row).first()).toBeVisible();
    // Time for what the screen would still load on its own after its first commit.
    await page.waitForTimeout(2_000);
    const withAvatar = (await scripts()).filter((text) => text.includes('fui-Avatar')).length;
    expect(withAvatar, 'scripts holding Fluent’s Avatar').toBe(0);
    await expect(page.getByTestId(list).locator('.fui-Button')).toHaveCount(0);
  });
}

test('a row’s plain info button is reached by Tab, named, and opens its tip', async ({ page, server }) => {
  await page.goto(`${server.url}/clinic/1/specialties`);
  const rowLink = page.getByTestId('specialty-row').first().getByRole('link');
  const info = page
    .getByTestId('specialty-row')
    .first()
    .getByRole('button', { name: /^Подробнее: / });
  await expect(info).toBeVisible();
  await rowLink.focus();
  await page.keyboard.press('Tab');
  await expect(info).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.fui-PopoverSurface')).toBeVisible();
  await expect(info).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('.fui-PopoverSurface')).toHaveCount(0);
});
