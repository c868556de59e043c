/**
 * What a screen loads before its first interaction: only what it shows. A dialog's, a popover's or the
 * sign-in panel's code (and the phone formatter behind it) is requested when it is opened, never with
 * the screen: each open below is the first request of its chunk.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { scriptLog } from './script-log';

interface DoctorRow {
  id: number;
  availability: number;
  clinicIds: number[];
  informationAboutDoctor: string | null;
}

/** A doctor of clinic 1 booked directly, with a description and free times in the next 4 days. */
async function describedBookableDoctor(url: string): Promise<number> {
  const { doctors } = (await (await fetch(`${url}/api/clinics/doctors/list`)).json()) as {
    doctors: DoctorRow[];
  };
  const today = new Date().toISOString().slice(0, 10);
  const candidates = doctors.filter(
    (row) => row.availability === 1 && row.clinicIds.includes(1) && row.informationAboutDoctor,
  );
  for (const doctor of candidates) {
    const answer = await fetch(`${url}/api/clinics/1/doctors-schedule`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ doctorIds: [doctor.id], entryTypeId: null, date: today }),
    });
    const days = (await answer.json()) as { recordingPoints: Record<string, number[]> }[];
    if (days.some((day) => Object.keys(day.recordingPoints).length > 0)) return doctor.id;
  }
  throw new Error('no described, bookable doctor with free times in clinic 1');
}

/** Time for whatever the screen would still load on its own (the app keeps requests open, so no networkidle). */
const settle = (page: Page) => page.waitForTimeout(2_000);

const ON_OPEN_ONLY = [
  'CreateAppointmentDialog',
  'DescriptionSurface',
  'InfoTipSurface',
  'AuthorizationPanel',
  'PhoneNumber',
  'phone-mask',
  // The doctor page's banner of a chosen service (only where a doctor is booked through a service).
  'SelectedService',
  // Fluent's pieces only those need, by the names the build gives their chunks.
  'Textarea',
  'DialogContent',
  'Popover',
];

test('the doctor page loads its description dialog and the booking dialog only when they open', async ({
  page,
  server,
}) => {
  const doctorId = await describedBookableDoctor(server.url);
  const scripts = scriptLog(page);
  await page.goto(`${server.url}/clinic/1/doctor/${doctorId}`);
  const slot = page.getByTestId('schedule-grid').getByRole('button').first();
  await expect(slot).toBeVisible();
  await expect(page.getByTestId('doctor-services').getByTestId('service-row').first()).toBeVisible();
  await settle(page);
  expect(scripts().filter((name) => ON_OPEN_ONLY.includes(name))).toEqual([]);

  await page.getByTestId('doctor-about').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts()).toContain('DescriptionSurface');
  expect(scripts()).not.toContain('CreateAppointmentDialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('doctor-about')).toBeFocused();

  await slot.click();
  await expect(page.getByTestId('create-appointment-dialog')).toBeVisible();
  expect(scripts()).toContain('CreateAppointmentDialog');
});

test('a list loads its info popover only when an info button opens', async ({ page, server }) => {
  const scripts = scriptLog(page);
  await page.goto(`${server.url}/clinic/1/services`);
  const button = page.getByTestId('category-row').first().getByRole('button');
  await expect(button).toBeVisible();
  await settle(page);
  expect(scripts().filter((name) => ON_OPEN_ONLY.includes(name))).toEqual([]);
  await button.click();
  await expect(page.locator('.fui-PopoverSurface')).toBeVisible();
  expect(scripts()).toContain('InfoTipSurface');
  // A second click on the button closes it, as the trigger did before.
  await button.click();
  await expect(page.locator('.fui-PopoverSurface')).toHaveCount(0);
});

test('a services list loads its loading-more spinner only when a further page is asked for', async ({
  page,
  server,
}) => {
  const scripts = scriptLog(page);
  await page.goto(`${server.url}/clinic/1/services/all`);
  const rows = page.getByTestId('service-row');
  await expect(rows.first()).toBeVisible();
  const firstPage = await rows.count();
  await settle(page);
  expect(scripts().filter((name) => name === 'MoreSpinner' || name === 'Spinner')).toEqual([]);
  await page.mouse.wheel(0, 100_000);
  await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
  expect(scripts()).toContain('MoreSpinner');
});
