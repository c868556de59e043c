/**
 * The whole booking by keyboard alone, logged out, as a patient without a mouse does it: no click(), no
 * focus() — only Tab, arrows, Enter, Escape and typing. Start page → clinic → its doctors → a doctor →
 * a free time → log in inside the dialog, which books it → the appointments list through the menu → cancel.
 * On the way: after each navigation focus is on the new screen's heading, and after each dialog it is
 * back on what opened it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { tabTo } from './keyboard-support';

/** Animations that still run for longer than an instant (none under prefers-reduced-motion). */
function movingAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === 'running' && Number(timing?.duration ?? 0) > 1;
      })
      .map((animation) => (animation as CSSAnimation).animationName ?? animation.id ?? 'animation'),
  );
}

/** The focus is on the current screen's h1. */
async function headingFocused(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeFocused();
}

test('a logged-out patient books a time and cancels it with the keyboard alone', async ({ page, server }) => {
  test.setTimeout(180_000);
  const { doctors } = (await (await fetch(`${server.url}/api/clinics/doctors/list`)).json()) as {
    doctors: { id: number; fullName: string; availability: number; clinicIds: number[] }[];
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  // Asking for less motion: nothing on the way may animate.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(server.url);

  // The first clinic.
  const clinic = page.getByTestId('clinic-row').first().getByRole('link');
  await expect(clinic).toBeVisible();
  await tabTo(page, clinic);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clinic\/1\/menu$/);
  await headingFocused(page);

  // Its doctors, then the first doctor booked directly who has free times.
  await tabTo(page, page.getByTestId('clinic-menu-specialists'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clinic\/1\/doctors$/);
  await headingFocused(page);
  const direct = doctors.filter((doctor) => doctor.availability === 1 && doctor.clinicIds.includes(1));
  let booked: { fullName: string } | null = null;
  for (const doctor of direct) {
    const row = page.getByTestId('doctor-row').filter({ hasText: doctor.fullName }).getByRole('link').first();
    await tabTo(page, row, 400);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/doctor/${doctor.id}$`));
    await headingFocused(page);
    const grid = page.getByTestId('schedule-grid');
    await expect(grid.or(page.getByTestId('schedule-empty'))).toBeVisible();
    if (await grid.isVisible()) {
      booked = doctor;
      break;
    }
    await tabTo(page, page.getByTestId('header-back'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/clinic\/1\/doctors$/);
  }
  expect(booked).not.toBeNull();

  // A free time: Tab reaches the grid's one tab stop, an arrow moves on, Enter opens the dialog.
  const slots = page.getByTestId('schedule-grid').getByRole('button');
  const stop = page.getByTestId('schedule-grid').locator('button[tabindex="0"]');
  const first = await stop.getAttribute('data-testid');
  await tabTo(page, stop);
  // Down to the same day's next time, or, when that day has only this one, right to the next day's.
  await page.keyboard.press('ArrowDown');
  const focusedId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  if ((await focusedId()) === first) await page.keyboard.press('ArrowRight');
  const slot = page.locator(':focus');
  const slotId = (await slot.getAttribute('data-testid'))!;
  expect(slotId).toMatch(/^slot-/);
  await expect(slot).toHaveAttribute('aria-label', new RegExp(`${booked!.fullName}: записаться$`));
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('create-appointment-dialog');
  await expect(dialog).toBeVisible();
  expect(await movingAnimations(page)).toEqual([]);
  // Escape closes it and gives the focus back to the time; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(slotId)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  // Logging in inside the dialog.
  await tabTo(page, dialog.getByTestId('login-phone'));
  await page.keyboard.type('79990000002');
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('login-password')).toBeFocused();
  await page.keyboard.type('demo2026');
  await page.keyboard.press('Enter');
  // Logged in from the booking dialog, the time is booked in the same step (the dialog's own rule).
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Вы записаны на приём')).toBeVisible();
  await expect(page.getByTestId(slotId)).toHaveCount(0);
  await expect(slots.first()).toBeVisible();

  // The appointments list through the menu.
  await tabTo(page, page.getByTestId('menu-button'));
  await page.keyboard.press('Enter');
  const entry = page.getByTestId('menu-appointments');
  await expect(entry).toBeVisible();
  for (
    let step = 0;
    step < 10 && !(await entry.evaluate((element) => element === document.activeElement));
    step++
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/appointments$/);
  await headingFocused(page);
  const [, date, time] = /^slot-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})$/.exec(slotId)!;
  const row = page
    .getByTestId('appointment-row')
    .filter({ hasText: booked!.fullName })
    .filter({ hasText: time! });
  await expect(row.first()).toBeVisible();
  expect(date).toMatch(/^\d{4}-/);

  // Cancelled by keyboard: the dialog returns the focus to its opener when dismissed, then confirms.
  const cancel = row.first().getByTestId('appointment-cancel');
  await tabTo(page, cancel, 400);
  await page.keyboard.press('Enter');
  const cancelDialog = page.getByTestId('cancel-dialog');
  await expect(cancelDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cancelDialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancelDialog).toBeVisible();
  await tabTo(page, cancelDialog.getByTestId('cancel-confirm'));
  await page.keyboard.press('Enter');
  await expect(cancelDialog).toBeHidden();
  await expect(row.first().getByTestId('appointment-status')).toHaveText('Отменена');
  // Its Cancel is gone with the cancel: the focus is on the row it was in, not lost to the page's start.
  await expect(row.first().getByTestId('appointment-cancel')).toHaveCount(0);
  await expect(row.first()).toBeFocused();
});
