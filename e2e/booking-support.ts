/**
 * What the booking and offline flows share, in the portal's own page and inside the widget's drawer: a doctor with
 * free times, and registering inside the create-appointment dialog with a code from the dev outbox.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './harness';

export interface DoctorRow {
  id: number;
  fullName: string;
  availability: number;
  clinicIds: number[];
}

/** A doctor of clinic 1 booked directly (availability 1) who has free times in the next 4 days. */
export async function bookableDoctor(url: string): Promise<DoctorRow> {
  const { doctors } = (await (await fetch(`${url}/api/clinics/doctors/list`)).json()) as {
    doctors: DoctorRow[];
  };
  const today = new Date().toISOString().slice(0, 10);
  for (const doctor of doctors.filter((row) => row.availability === 1 && row.clinicIds.includes(1))) {
    const answer = await fetch(`${url}/api/clinics/1/doctors-schedule`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ doctorIds: [doctor.id], entryTypeId: null, date: today }),
    });
    const days = (await answer.json()) as { recordingPoints: Record<string, number[]> }[];
    if (days.some((day) => Object.keys(day.recordingPoints).length > 1)) return doctor;
  }
  throw new Error('no bookable doctor with free times in clinic 1');
}

export interface NewClient {
  name: string;
  surname: string;
  phone: string;
  password: string;
}

/** Registers through the dialog's accounts panel, reading the code from the server's dev outbox. */
export async function registerInDialog(
  panel: Locator,
  page: Page,
  serverUrl: string,
  client: NewClient,
): Promise<void> {
  await panel.getByTestId('tab-registration').click();
  await panel.getByTestId('registration-name').fill(client.name);
  await panel.getByTestId('registration-surname').fill(client.surname);
  await panel.getByTestId('registration-phone').fill(client.phone);
  await panel.getByTestId('code-sms').click();
  let code = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${serverUrl}/api/dev/outbox?phone=${client.phone}`);
      code = ((await answer.json()) as { messages: { code: string }[] }).messages[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  await panel.getByTestId('code').fill(code);
  await panel.getByTestId('registration-agree').check();
  await panel.getByTestId('registration-next').click();
  await panel.getByTestId('new-password').fill(client.password);
  await panel.getByTestId('repeat-password').fill(client.password);
  await panel.getByTestId('set-password-submit').click();
}
