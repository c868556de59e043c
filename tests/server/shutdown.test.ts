/**
 * A SIGTERM in the middle of a burst of bookings: the server stops taking connections, lets the
 * requests it is handling finish, then closes the database and exits 0. Every booking it answered 2xx
 * is in the database afterwards, and no booking is half-written (a claimed Idempotency-Key without its
 * finished answer, or an answer naming an appointment that is not there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { createAppointment, getDoctorsSchedule, login } from '../../src/api';
import { DIALECTS, openTestDatabase, type TestDatabase, tempDir, writeStaticDir } from './harness';
import { PROCESS_TEST_TIMEOUT, startServer, stopServer, type Started } from './main-process';

const BURST = 40;

describe.each(DIALECTS)('stopping on SIGTERM on %s', (dialect) => {
  let database: TestDatabase;
  let server: Started | undefined;
  const statics = tempDir('shutdown-static');
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await database.db.destroy();
    writeStaticDir(statics.path);
  });
  afterAll(async () => {
    await stopServer(server);
    await database?.close().catch(() => {});
    statics.remove();
  });

  it(
    'finishes the bookings in flight, keeps every 2xx one and exits 0',
    async () => {
      server = await startServer({
        ...database.env,
        STATIC_DIR: statics.path,
        SHUTDOWN_GRACE_MS: '10000',
        DEMO_ACCOUNTS: '1',
      });
      const base = `http://127.0.0.1:${server.port}`;
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${base}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      const phone = DEMO_ACCOUNTS[0]?.phone as string;
      const tokens = await (await post(login.path, { phone, password: DEMO_PASSWORD })).json();
      const today = new Date().toISOString().slice(0, 10);
      const cells: { clinicId: number; doctorId: number; date: string; time: string }[] = [];
      for (const clinicId of [1, 2, 3, 4]) {
        const res = await post(getDoctorsSchedule.path.replace('{clinicId}', String(clinicId)), {
          date: today,
        });
        if (res.status !== 200) continue;
        const days = (await res.json()) as { date: string; recordingPoints: Record<string, number[]> }[];
        for (const day of days) {
          for (const [time, doctors] of Object.entries(day.recordingPoints)) {
            for (const doctorId of doctors) cells.push({ clinicId, doctorId, date: day.date, time });
          }
        }
      }
      expect(cells.length).toBeGreaterThanOrEqual(BURST);

      const burst = cells.slice(0, BURST).map((cell, index) =>
        post(
          createAppointment.path,
          { clinicId: cell.clinicId, doctorIds: [cell.doctorId], date: cell.date, time: cell.time },
          { authorization: `Bearer ${tokens.accessToken}`, 'idempotency-key': `burst-${index}` },
        ).then(
          async (res) => ({ status: res.status, body: (await res.json().catch(() => null)) as unknown }),
          () => ({ status: 0, body: null }),
        ),
      );
      // Mid-burst: once the first answer is back, the others are being handled or queued.
      await Promise.race(burst);
      const exitCode = stopServer(server);
      const answers = await Promise.all(burst);
      expect(await exitCode).toBe(0);

      const booked = answers
        .filter((answer) => answer.status >= 200 && answer.status < 300)
        .map((answer) => (answer.body as { appointment: { id: number } }).appointment.id);
      expect(booked.length).toBeGreaterThan(0);

      const { db } = openDatabase(
        dialect === 'sqlite'
          ? { databaseUrl: null, dataDir: database.env.DATA_DIR as string }
          : { databaseUrl: database.env.DATABASE_URL as string, dataDir: '' },
      );
      try {
        const stored = await db.selectFrom('appointments').select('id').where('id', 'in', booked).execute();
        expect(stored.map((row) => row.id).sort()).toEqual([...booked].sort());
        const keys = await db
          .selectFrom('idempotent_requests')
          .select(['key', 'status', 'body'])
          .where('key', 'like', 'burst-%')
          .execute();
        for (const key of keys) {
          expect(key.status, `${key.key} was claimed but never finished`).not.toBe(0);
          if (key.status !== 200) continue;
          const id = (JSON.parse(key.body) as { appointment: { id: number } }).appointment.id;
          const row = await db
            .selectFrom('appointments')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst();
          expect(row, `${key.key} answered appointment ${id}`).toBeDefined();
        }
        // Each booking the database holds came with its key: one transaction wrote both or neither.
        const ours = keys.filter((key) => key.status === 200).length;
        expect(ours).toBeGreaterThanOrEqual(booked.length);
      } finally {
        await db.destroy();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
