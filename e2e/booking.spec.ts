/**
 * Booking in a real browser against the real server: a logged-in client books a free time
 * from a doctor page and then sees the closest-appointment row; a time taken by another patient while
 * the dialog was open leads to the nearest free times, one of which books. The schedule grid moves by
 * arrow keys.
 */
import type { Browser, Page } from '@playwright/test';
import { bookableDoctor, type DoctorRow, registerInDialog } from './booking-support';
import { expect, test } from './harness';
import { hooks, signIn } from './shell-support';

const slots = (page: Page) => page.getByTestId('schedule-grid').getByRole('button');
const dialog = (page: Page) => page.getByTestId('create-appointment-dialog');

async function openDoctor(page: Page, url: string, doctor: DoctorRow, phone?: string): Promise<void> {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(url);
  await signIn(page, phone);
  await page.goto(`${url}/clinic/1/doctor/${doctor.id}`);
  await hooks(page);
  await expect(slots(page).first()).toBeVisible();
}

test('a logged-in client books from a doctor page, the time leaves the schedule, and the closest appointment shows', async ({
  page,
  server,
}) => {
  const doctor = await bookableDoctor(server.url);
  await openDoctor(page, server.url, doctor);

  const first = slots(page).first();
  const testId = (await first.getAttribute('data-testid'))!;
  const [, date, time] = /^slot-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})$/.exec(testId)!;
  await first.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(doctor.fullName);
  await expect(dialog(page).getByTestId('booking-as')).toBeVisible();
  await dialog(page).getByRole('textbox').fill('Первичный приём');
  await dialog(page).getByTestId('booking-confirm').click();

  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('Вы записаны на приём')).toBeVisible();
  await expect(page.getByTestId(testId)).toHaveCount(0);

  await slots(page).first().click();
  const closest = dialog(page).getByTestId('closest-appointment');
  await expect(closest).toBeVisible();
  await expect(closest).toContainText(time!);
  expect(date).toMatch(/^\d{4}-/);
});

async function secondPatient(browser: Browser, url: string, doctor: DoctorRow) {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const page = await context.newPage();
  await openDoctor(page, url, doctor, '79990000001');
  return { context, page };
}

test('a time taken meanwhile by another patient offers the nearest free times, and one of them books', async ({
  page,
  browser,
  server,
}) => {
  const doctor = await bookableDoctor(server.url);
  await openDoctor(page, server.url, doctor);
  const other = await secondPatient(browser, server.url, doctor);

  // This patient opens the dialog for the first free time; the other one books it first.
  const testId = (await slots(page).first().getAttribute('data-testid'))!;
  await page.getByTestId(testId).click();
  await expect(dialog(page)).toBeVisible();
  await other.page.getByTestId(testId).click();
  await other.page.getByTestId('booking-confirm').click();
  await expect(other.page.getByText('Вы записаны на приём')).toBeVisible();

  await dialog(page).getByTestId('booking-confirm').click();
  await expect(dialog(page).getByText('Выбранное время записи уже недоступно')).toBeVisible();
  await expect(dialog(page).getByTestId('booking-confirm')).toBeDisabled();
  const alternatives = dialog(page).getByTestId('booking-alternatives').getByRole('button');
  await expect(alternatives.first()).toBeVisible();
  await alternatives.first().click();
  await expect(dialog(page).getByTestId('booking-confirm')).toBeEnabled();
  await dialog(page).getByTestId('booking-confirm').click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('Вы записаны на приём')).toBeVisible();
  // The taken time is gone from this tab's schedule too (fetched again after the failure).
  await expect(page.getByTestId(testId)).toHaveCount(0);
  await other.context.close();
});

test('the schedule grid is usable by keyboard: arrow keys move between times, Enter opens the dialog', async ({
  page,
  server,
}) => {
  const doctor = await bookableDoctor(server.url);
  await openDoctor(page, server.url, doctor);
  const first = slots(page).first();
  const start = (await first.getAttribute('data-testid'))!;
  await first.focus();
  const focusedId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
  // Down to the same day's next time, or, when that day has only this one, right to the next day's.
  await page.keyboard.press('ArrowDown');
  if ((await focusedId()) === start) await page.keyboard.press('ArrowRight');
  const moved = await focusedId();
  expect(moved).toMatch(/^slot-/);
  expect(moved).not.toBe(start);
  // Only the focused time is in the tab order (one tab stop for the whole grid).
  await expect(page.getByTestId(moved!)).toHaveAttribute('tabindex', '0');
  await expect(page.getByTestId(start)).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('a visitor picks a time, registers inside the dialog with a code from the outbox, and gets the appointment', async ({
  page,
  server,
}) => {
  const doctor = await bookableDoctor(server.url);
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(`${server.url}/clinic/1/doctor/${doctor.id}`);
  const first = slots(page).first();
  const testId = (await first.getAttribute('data-testid'))!;
  await first.click();
  const panel = dialog(page).getByTestId('authorization-panel');
  await expect(panel).toHaveAttribute('data-mode', 'create-appointment');
  await expect(dialog(page).getByTestId('booking-confirm')).toHaveCount(0);

  await registerInDialog(panel, page, server.url, {
    name: 'Вера',
    surname: 'Орлова',
    phone: '79995550011',
    password: 'vera2026pass',
  });

  // Registered and booked in one go: the dialog closes with the appointment's snackbar.
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('Вы записаны на приём')).toBeVisible();
  // The sign-in's own snackbar is held back: it shows only when the appointment then fails.
  await expect(page.getByText('Вы успешно зарегистрированы')).toHaveCount(0);
  await expect(page.getByTestId(testId)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/clinic/1/doctor/${doctor.id}$`));
  // The appointment is the new client's: its closest appointment with this doctor is that time.
  await slots(page).first().click();
  await expect(dialog(page).getByTestId('closest-appointment')).toBeVisible();
});
