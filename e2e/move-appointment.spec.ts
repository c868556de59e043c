/**
 * Moving an appointment on a phone-sized screen (390 px) against the real server and its demo data: from
 * the appointments list and from a confirmation link, a move whose new time another patient booked first
 * (the patient keeps the old time and is told), and the clinic's notice window: the screen says to call
 * beforehand, and the server refuses a forced cancel or move.
 */
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { appointmentErrorKeys } from '../src/api/booking';
import { expect, type RunningServer, test } from './harness';
import { hooks, signIn } from './shell-support';
import { STATUS } from '../src/domain/appointment-status';

const FAMILY = '79990000001';

function withDatabase<T>(server: RunningServer, work: (db: Database.Database) => T): T {
  const db = new Database(server.databaseFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

interface Row {
  id: number;
  client_id: number;
  clinic_id: number;
  doctor_id: number;
  date: string;
  time: string;
}

const rowById = (server: RunningServer, id: number) =>
  withDatabase(
    server,
    (db) =>
      db
        .prepare('select id, client_id, clinic_id, doctor_id, date, time from appointments where id = ?')
        .get(id) as Row,
  );

const rowByKey = (server: RunningServer, key: string) =>
  withDatabase(
    server,
    (db) =>
      db
        .prepare(
          'select id, client_id, clinic_id, doctor_id, date, time from appointments where client_access_key = ?',
        )
        .get(key) as Row,
  );

const movesOf = (server: RunningServer, id: number) =>
  withDatabase(server, (db) =>
    db
      .prepare(
        'select from_date, from_time, to_date, to_time from appointment_moves where appointment_id = ?',
      )
      .all(id),
  );

async function demoConfirmationKey(server: RunningServer): Promise<string> {
  await expect.poll(() => server.output().includes('demo call:')).toBe(true);
  const line = server.output().match(/demo confirmation: (\S+)/);
  if (!line?.[1]) throw new Error('no demo confirmation link');
  return decodeURIComponent(new URL(line[1]).pathname.split('/').pop() ?? '');
}

/** Picks the first free time the move dialog's schedule offers; answers its date and time. */
async function pickFirstTime(page: Page): Promise<{ date: string; time: string }> {
  const dialog = page.getByTestId('move-dialog');
  const slot = dialog.locator('[data-testid^="slot-"]').first();
  await expect(slot).toBeVisible();
  const [, date, time] =
    ((await slot.getAttribute('data-testid')) ?? '').match(/^slot-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})$/) ?? [];
  await slot.click();
  await expect(dialog.getByTestId('move-picked')).toBeVisible();
  return { date: date ?? '', time: time ?? '' };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('move from the appointments list: the new time in one step, the clinic sees the move', async ({
  page,
  server,
}) => {
  await page.goto(server.url);
  await signIn(page, FAMILY);
  await page.goto(`${server.url}/appointments`);
  await hooks(page);
  const movable = page
    .getByTestId('appointment-row')
    .filter({ has: page.getByTestId('appointment-move') })
    .first();
  await expect(movable).toBeVisible();
  const id = Number(await movable.getAttribute('data-appointment-id'));
  const before = rowById(server, id);
  await movable.getByTestId('appointment-move').click();
  await expect(page.getByTestId('move-current')).toContainText(before.time);
  const picked = await pickFirstTime(page);
  await page.getByTestId('move-confirm').click();
  await expect(page.getByText('Запись перенесена')).toBeVisible();
  await expect(page.getByTestId('move-dialog')).toBeHidden();
  expect(rowById(server, id)).toMatchObject(picked);
  expect(movesOf(server, id)).toEqual([
    { from_date: before.date, from_time: before.time, to_date: picked.date, to_time: picked.time },
  ]);
  // The width of a phone holds the row's buttons without a sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('move from a confirmation link: the screen shows the new time', async ({ page, server }) => {
  const key = await demoConfirmationKey(server);
  const before = rowByKey(server, key);
  await page.goto(`${server.url}/appointment/${key}`);
  await page.getByTestId('confirm-move').click();
  const picked = await pickFirstTime(page);
  await page.getByTestId('move-confirm').click();
  await expect(page.getByText('Запись перенесена')).toBeVisible();
  await expect(page.getByTestId('confirm-when')).toContainText(picked.time);
  expect(rowByKey(server, key)).toMatchObject({ id: before.id, ...picked });
  expect(movesOf(server, before.id)).toHaveLength(1);
});

test('a move racing another patient’s booking of the new time: the booking wins, the patient keeps the old time and is told', async ({
  page,
  server,
}) => {
  const key = await demoConfirmationKey(server);
  const before = rowByKey(server, key);
  await page.goto(`${server.url}/appointment/${key}`);
  await page.getByTestId('confirm-move').click();
  const picked = await pickFirstTime(page);
  // Another patient books the picked time first (as the clinic's own booking would land in the table).
  withDatabase(server, (db) => {
    const other = db
      .prepare('select id from clients where id != ? order by id limit 1')
      .get(before.client_id) as {
      id: number;
    };
    const stamp = new Date().toISOString();
    db.prepare(
      `insert into appointments (client_id, clinic_id, doctor_id, service_id, date, time, duration_minutes, status,
        created_at, updated_at) values (?, ?, ?, null, ?, ?, 30, 2, ?, ?)`,
    ).run(other.id, before.clinic_id, before.doctor_id, picked.date, picked.time, stamp, stamp);
  });
  await page.getByTestId('move-confirm').click();
  await expect(page.getByTestId('move-dialog')).toContainText('Выбранное время записи уже недоступно');
  expect(rowByKey(server, key)).toMatchObject({ date: before.date, time: before.time });
  expect(movesOf(server, before.id)).toEqual([]);
});

test('inside the clinic’s notice the link says to call beforehand, and the server refuses a forced cancel or move', async ({
  page,
  server,
}) => {
  const key = await demoConfirmationKey(server);
  const before = rowByKey(server, key);
  // The clinic takes changes online only up to 30 days before a visit: every demo appointment is inside.
  withDatabase(server, (db) => {
    const row = db.prepare("select value from settings where key = 'configuration'").get() as {
      value: string;
    };
    const value = {
      ...JSON.parse(row.value),
      onlineChangeNoticeMinutesByClinic: { [String(before.clinic_id)]: 30 * 24 * 60 },
    };
    db.prepare("update settings set value = ? where key = 'configuration'").run(JSON.stringify(value));
  });
  await expect
    .poll(async () =>
      JSON.stringify(await (await page.request.get(`${server.url}/api/configuration`)).json()),
    )
    .toContain('onlineChangeNoticeMinutesByClinic');
  await page.goto(`${server.url}/appointment/${key}`);
  await expect(page.getByTestId('confirm-notice')).toContainText('позвоните в клинику');
  await expect(page.getByTestId('confirm-move')).toHaveCount(0);
  await expect(page.getByTestId('confirm-cancel')).toHaveCount(0);

  const tooLate = appointmentErrorKeys.tooLateToChangeOnline;
  const moved = await page.request.post(
    `${server.url}/api/clients/move-appointment-using-client-access-key`,
    {
      data: { clientAccessKey: key, date: before.date, time: '23:30' },
    },
  );
  expect(moved.status()).toBe(409);
  expect((await moved.json()).moveAppointmentErrors).toEqual([tooLate]);
  const cancelled = await page.request.post(
    `${server.url}/api/clients/confirm-appointment-using-client-access-key`,
    {
      data: { clientAccessKey: key, status: STATUS.CANCELED_BY_CLIENT },
    },
  );
  expect(cancelled.status()).toBe(409);
  expect((await cancelled.json()).confirmAppointmentErrors).toEqual([tooLate]);
  expect(rowByKey(server, key)).toMatchObject({ date: before.date, time: before.time });

  // The other way: a clinic whose notice does not cover the visit keeps the buttons.
  withDatabase(server, (db) => {
    const row = db.prepare("select value from settings where key = 'configuration'").get() as {
      value: string;
    };
    const value = {
      ...JSON.parse(row.value),
      onlineChangeNoticeMinutesByClinic: { [String(before.clinic_id)]: 1 },
    };
    db.prepare("update settings set value = ? where key = 'configuration'").run(JSON.stringify(value));
  });
  await expect
    .poll(async () =>
      JSON.stringify(await (await page.request.get(`${server.url}/api/configuration`)).json()),
    )
    .toContain(`"${before.clinic_id}":1}`);
  await page.goto(`${server.url}/appointment/${key}`);
  await expect(page.getByTestId('confirm-move')).toBeVisible();
  await expect(page.getByTestId('confirm-notice')).toHaveCount(0);
});
