/**
 * The installed app reopened with the server stopped — the way a phone loses the network (the context's
 * offline switch would not reach the data worker, a SharedWorker, whose requests would still go out).
 * What the client saw before opens from the device, each screen saying it is offline with the data's
 * age: the appointments, the results, a result file opened once, and a doctor's schedule, whose free
 * times are marked possibly out of date and cannot be booked.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { bookableDoctor } from './booking-support';
import { expect, test } from './harness';
import { hooks, signIn } from './shell-support';
import { untilServiceWorkerControls } from './service-worker';

test.use({ serviceWorkers: 'allow' });

const FAMILY = '79990000001';
const fileLink = (page: Page) => page.locator('[data-testid="result-open"][data-action="download"]').first();

async function download(page: Page): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), fileLink(page).click()]);
  return readFileSync((await file.path())!);
}

/** The device's network is up and the server stopped: each screen says the server does not answer. */
async function offlineLine(page: Page): Promise<void> {
  const line = page.getByTestId('data-age').first();
  await expect(line).toHaveAttribute('data-line', 'server');
  await expect(line).toContainText('Сервер не отвечает — показано сохранённое на этом устройстве, обновлено');
}

test('(i) reopened with the server stopped: appointments, a result, its file and the schedule seen before, each with its age', async ({
  context,
  page,
  server,
}) => {
  // One flow over four screens twice (online, then reopened offline): about 30 s alone, twice that on a
  // machine busy with parallel specs.
  test.setTimeout(120_000);
  const doctor = await bookableDoctor(server.url);
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(server.url);
  await untilServiceWorkerControls(page);
  await signIn(page, FAMILY);
  await page.goto(`${server.url}/appointments`);
  await hooks(page);
  const appointments = page.getByTestId('appointment-row');
  await expect(appointments.first()).toBeVisible();
  const seenAppointments = await appointments.allTextContents();
  await page.goto(`${server.url}/service-results`);
  await expect(page.getByTestId('result-row').first()).toBeVisible();
  const seenResults = await page.getByTestId('result-row').allTextContents();
  const file = await download(page);
  await page.goto(`${server.url}/clinic/1/doctor/${doctor.id}`);
  const slots = page.getByTestId('schedule-grid').getByRole('button');
  await expect(slots.first()).toBeVisible();
  const seenSlots = await slots.count();

  await server.stop();
  await page.close();
  const reopened = await context.newPage();
  await reopened.setViewportSize({ width: 1200, height: 900 });

  await reopened.goto(`${server.url}/appointments`);
  await expect(reopened.getByTestId('appointment-row').first()).toBeVisible();
  expect(await reopened.getByTestId('appointment-row').allTextContents()).toEqual(seenAppointments);
  await offlineLine(reopened);

  await reopened.goto(`${server.url}/service-results`);
  await expect(reopened.getByTestId('result-row').first()).toBeVisible();
  expect(await reopened.getByTestId('result-row').allTextContents()).toEqual(seenResults);
  await offlineLine(reopened);
  expect((await download(reopened)).equals(file)).toBe(true);
  await expect(reopened.getByText('Вы не в сети — файл открыт с этого устройства, сохранён')).toBeVisible();

  await reopened.goto(`${server.url}/clinic/1/doctor/${doctor.id}`);
  const closed = reopened.getByTestId('schedule-closed');
  await expect(closed).toContainText(
    'Сервер не отвечает — свободное время показано с этого устройства, обновлено',
  );
  await expect(closed).toContainText('Записаться можно будет, когда он ответит');
  const stale = reopened.getByTestId('schedule-grid').getByRole('button');
  expect(await stale.count()).toBe(seenSlots);
  await expect(stale.first()).toHaveAttribute('aria-disabled', 'true');
  await stale.first().click({ force: true });
  await expect(reopened.getByTestId('create-appointment-dialog')).toHaveCount(0);
});
