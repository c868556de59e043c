/**
 * My appointments in a real browser against the real server and its demo history: cancel
 * an appointment and see it greyed in a second tab; the page open to a screen reader again after the
 * cancel dialog; an 'add to calendar' file a calendar would accept;
 * with the server stopped, a reload still shows the list seen before, with its age.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { hooks, signIn } from './shell-support';
import { untilServiceWorkerControls } from './service-worker';

const FAMILY = '79990000001';
const rows = (page: Page) => page.getByTestId('appointment-row');

async function openAppointments(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(`${url}/appointments`);
  await hooks(page);
  await expect(rows(page).first()).toBeVisible();
}

/** Logs in as the family's login and opens its appointments. */
async function signedInAppointments(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await signIn(page, FAMILY);
  await openAppointments(page, url);
}

test('cancel an appointment in one tab and see it greyed in the other', async ({ context, server }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto(server.url);
  await signIn(first, FAMILY);
  await openAppointments(first, server.url);
  await openAppointments(second, server.url);

  const cancellable = rows(first)
    .filter({ has: first.getByTestId('appointment-cancel') })
    .first();
  const id = (await cancellable.getAttribute('data-appointment-id'))!;
  await expect(cancellable).toHaveAttribute('data-active', 'true');
  await cancellable.getByTestId('appointment-cancel').click();
  const dialog = first.getByTestId('cancel-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(first.getByText('Запись отменена')).toBeVisible();

  const there = second.locator(`[data-testid="appointment-row"][data-appointment-id="${id}"]`);
  await expect(there).toHaveAttribute('data-active', 'false');
  await expect(there.getByTestId('appointment-status')).toHaveText('Отменена');
  await expect(there.getByTestId('appointment-cancel')).toHaveCount(0);
});

test('the page is there for a screen reader again once the cancel dialog has closed', async ({
  page,
  server,
}) => {
  await signedInAppointments(page, server.url);
  const cancel = page.getByRole('button', { name: 'Отменить запись' }).first();
  const refresh = page.getByRole('button', { name: 'Обновить записи' });
  const dialog = page.getByTestId('cancel-dialog');
  await cancel.click();
  // While the dialog is open, the page behind it is hidden from a screen reader, as a modal dialog wants.
  await expect(dialog).toBeVisible();
  await expect(refresh).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Не отменять' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(refresh).toBeVisible();

  await cancel.click();
  await dialog.getByTestId('cancel-confirm').click();
  await expect(page.getByText('Запись отменена')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(refresh).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
});

test('an upcoming appointment downloads as a calendar file a calendar accepts', async ({ page, server }) => {
  await signedInAppointments(page, server.url);
  const upcoming = rows(page)
    .filter({ has: page.getByTestId('appointment-calendar') })
    .first();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    upcoming.getByTestId('appointment-calendar').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^appointment-\d+\.ics$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain('\r\nBEGIN:VEVENT\r\n');
  expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(text).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
  expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
});

test('a refresh pressed from the keyboard keeps the focus on its button while it runs and after', async ({
  page,
  server,
}) => {
  await signedInAppointments(page, server.url);
  const refresh = page.getByTestId('refresh-appointments');
  await refresh.focus();
  // Where the focus is once the button, unavailable while the refresh ran, is available again.
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="refresh-appointments"]')!;
    const busy = () => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';
    let wasBusy = false;
    (window as unknown as { focusAfter: Promise<string> }).focusAfter = new Promise((resolve) => {
      new MutationObserver(() => {
        if (busy()) wasBusy = true;
        else if (wasBusy) {
          const at = document.activeElement;
          resolve(at?.getAttribute('data-testid') ?? at?.tagName ?? 'nothing');
        }
      }).observe(button, { attributes: true });
    });
  });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { focusAfter: Promise<string> }).focusAfter)).toBe(
    'refresh-appointments',
  );
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('with the server stopped, a reload still shows the appointments seen before, with their age', async ({
    page,
    server,
  }) => {
    await page.goto(server.url);
    await signIn(page, FAMILY);
    await untilServiceWorkerControls(page);
    await openAppointments(page, server.url);
    const seen = await rows(page).allTextContents();
    expect(seen.length).toBeGreaterThan(0);

    await server.stop();
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).allTextContents()).toEqual(seen);
    await expect(page.getByTestId('refresh-appointments')).toBeVisible();
  });
});
