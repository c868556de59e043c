/**
 * A doctor's or a service's page shows the doctor or the service and its first range of free times
 * from the data the page brought (src/api/first-page-embed.ts), without the data worker: here the
 * worker's script never loads at all. And the doctor page does not move while it loads.
 */
import type { Page } from '@playwright/test';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shifts';
import { expect, test } from './harness';
import { untilServiceWorkerControls } from './service-worker';

/** Cuts the data worker off: its script is never served, so no view of it ever answers. */
async function withoutWorker(page: Page): Promise<string[]> {
  const apiCalls: string[] = [];
  await page.route(/\/assets\/[^/]*worker[^/]*\.js$/, (route) => route.abort());
  page.on('request', (request) => {
    // Data calls only: images (the avatar) are the page's own, as on any page.
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !path.endsWith('.image')) apiCalls.push(path);
  });
  return apiCalls;
}

/** The first day of the schedule that has free times, as the server answers it. */
async function firstFreeDay(url: string, body: object): Promise<{ date: string; time: string }> {
  const answer = await fetch(`${url}/api/clinics/1/doctors-schedule`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const days = (await answer.json()) as { date: string; recordingPoints: Record<string, number[]> }[];
  const day = days.find((entry) => Object.keys(entry.recordingPoints).length > 0);
  if (!day) throw new Error('no free time in the first range');
  return { date: day.date, time: Object.keys(day.recordingPoints).sort()[0]! };
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('a cold visit to a doctor page shows the doctor and the free times without the data worker', async ({
  page,
  server,
}) => {
  const free = await firstFreeDay(server.url, { doctorIds: [1], entryTypeId: null, date: today() });
  const apiCalls = await withoutWorker(page);
  await page.goto(`${server.url}/clinic/1/doctor/1`);
  await expect(page.getByTestId('doctor-card')).toBeVisible();
  await expect(page.getByTestId(`slot-${free.date}-${free.time}`)).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('a cold visit to a service page shows the service and the free times without the data worker', async ({
  page,
  server,
}) => {
  const free = await firstFreeDay(server.url, { doctorIds: [], entryTypeId: 72, date: today() });
  const apiCalls = await withoutWorker(page);
  await page.goto(`${server.url}/clinic/1/service/72`);
  await expect(page.getByTestId('service-card')).toBeVisible();
  await expect(page.getByTestId(`slot-${free.date}-${free.time}`)).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('the doctor page on a phone does not shift while its schedule and services arrive', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await watchLayoutShifts(page);
  await page.goto(`${server.url}/clinic/1/doctor/1`);
  await expect(page.getByTestId('schedule-grid').getByRole('button').first()).toBeVisible();
  await expect(page.getByTestId('doctor-services').getByTestId('service-row').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  await context.close();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('with the server stopped, a doctor page seen before opens on its own kept page: its times, closed, with their age', async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}/clinic/1/menu`);
    await untilServiceWorkerControls(page);
    for (const path of ['/clinic/1/doctor/1', '/clinic/1/service/72']) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByTestId('schedule-grid').getByRole('button').first()).toBeVisible();
    }
    await server.stop();
    await page.goto(`${server.url}/clinic/1/doctor/1`);
    // The doctor page's own data, not the service page's that was kept last.
    const brought = JSON.parse((await page.locator('#priyom-first-page').textContent()) ?? 'null') as {
      schedule?: { doctorIds: number[]; entryTypeId: number | null };
    } | null;
    expect(brought?.schedule).toMatchObject({ doctorIds: [1], entryTypeId: null });
    await expect(page.locator('#root')).toHaveAttribute('data-kept', 'offline');
    await expect(page.getByTestId('schedule-grid').getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('schedule-closed')).toBeVisible();
  });
});
