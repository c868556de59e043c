/**
 * A page the service worker kept for no network was drawn in the language the reader had then. After a
 * switch of language, opened again with the server gone, it must not show that screen in the language
 * the reader left: it arrives in the chosen language, with the boot bar where the screen was, and the
 * app draws the screen in that language. Not signed in: the public pages alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { untilServiceWorkerControls } from './service-worker';

test.use({ serviceWorkers: 'allow' });

const DOCTOR = '/clinic/1/doctor/1';

/** What the page brought, read once it is parsed and before any of the app's script runs. */
interface Arrived {
  lang: string;
  /** The free times the server's drawn screen showed in #root. */
  times: number;
  kept: string | null;
  boot: string | null;
}

const arrived = (page: Page) => page.evaluate(() => (window as unknown as { __arrived: Arrived }).__arrived);

test('a page kept in Russian, opened offline after a switch to English, arrives in English and not with the Russian screen', async ({
  page,
  server,
}) => {
  await page.goto(server.url + DOCTOR);
  await untilServiceWorkerControls(page);
  // Through the service worker now, so the route keeps its page as the server drew it: in Russian.
  await page.goto(server.url + DOCTOR);
  const times = page.getByTestId('schedule-grid').getByRole('button');
  await expect(times.first()).toBeVisible();

  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('language-switch')).toHaveText('Русская версия');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      (window as unknown as { __arrived: Arrived }).__arrived = {
        lang: document.documentElement.lang,
        times:
          root?.querySelectorAll('[data-testid="schedule-grid"] :is(button, [role="button"])').length ?? 0,
        kept: root?.getAttribute('data-kept') ?? null,
        boot: root?.querySelector('.boot')?.getAttribute('aria-label') ?? null,
      };
    });
  });
  await server.stop();
  await page.reload();
  expect(await arrived(page)).toEqual({ lang: 'en-GB', times: 0, kept: 'offline', boot: 'Loading…' });
  // The app then draws the doctor's page in English from what the device kept.
  await expect(page.getByTestId('language-switch')).toHaveText('Русская версия');
  await expect(page.getByTestId('schedule-grid').getByRole('button').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});
