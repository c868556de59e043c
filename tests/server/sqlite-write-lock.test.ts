/**
 * The embedded database while another process holds its write lock (an import beside the server, a
 * second server on the same file), played by a second connection to the same file: a write waits for
 * the lock without holding up the process, answers 503 with Retry-After when the lock does not come in
 * time (and books once when asked again), and a transaction that reads before it writes is not refused
 * for having read first.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../server/db/connect';
import { GENERIC_UNEXPECTED_ERROR } from '../../src/api';
import { type BookingTest, CLINIC, DIRECT, openBookingTest } from './booking-kit';

describe('the embedded database while another connection holds the write lock', () => {
  let t: BookingTest;
  let other: SQLite.Database;
  beforeAll(async () => {
    t = await openBookingTest('sqlite');
    other = new SQLite(join(t.env.DATA_DIR ?? '', SQLITE_FILE_NAME));
    // The test's own connection must never wait: it runs in the process under test.
    other.pragma('busy_timeout = 0');
  });
  afterEach(() => {
    if (other.inTransaction) other.exec('commit');
  });
  afterAll(async () => {
    other?.close();
    await t?.close();
  });

  const holdWriteLock = () => other.exec('begin immediate');
  const letGo = () => {
    if (other.inTransaction) other.exec('commit');
  };
  const book = (token: string, time: string, key: string) =>
    t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-08', time },
      { token, key },
    );
  const appointmentsOf = (clientId: number) =>
    t.db.selectFrom('appointments').select('time').where('client_id', '=', clientId).execute();

  it('a booking waits for the lock and is booked once it is let go; the process goes on meanwhile', async () => {
    const { clientId, token } = await t.newClient();
    holdWriteLock();
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 5);
    const started = performance.now();
    let booked = false;
    const booking = book(token, '09:00', 'lock-wait-1').finally(() => {
      booked = true;
    });
    // Reads are answered while the booking waits: the connection is not held by the waiting write.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const clinics = await t.db.selectFrom('clinics').select('id').execute();
    const readOnly = await t.db
      .transaction()
      .setAccessMode('read only')
      .execute((trx) => trx.selectFrom('doctors').select('id').where('id', '=', DIRECT).execute());
    const readWhileWaiting = !booked;
    setTimeout(letGo, 250);
    const res = await booking;
    const waited = performance.now() - started;
    clearInterval(ticker);

    expect(res.status).toBe(200);
    expect(await appointmentsOf(clientId)).toEqual([{ time: '09:00' }]);
    expect(clinics.length).toBeGreaterThan(0);
    expect(readOnly).toEqual([{ id: DIRECT }]);
    expect(readWhileWaiting).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(ticks).toBeGreaterThanOrEqual(10);
    expect(longestGap).toBeLessThan(250);
  });

  it('answers 503 with Retry-After when the lock is not let go in time; the same request books once later', async () => {
    const { clientId, token } = await t.newClient();
    holdWriteLock();
    const refused = await book(token, '09:30', 'lock-wait-2');
    letGo();
    expect(refused.status).toBe(503);
    expect(refused.res.headers.get('retry-after')).toBe('5');
    expect(refused.res.headers.get('cache-control')).toBe('no-store');
    expect(refused.body).toEqual({ unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] });
    expect(await appointmentsOf(clientId)).toEqual([]);

    const again = await book(token, '09:30', 'lock-wait-2');
    expect(again.status).toBe(200);
    const replayed = await book(token, '09:30', 'lock-wait-2');
    expect(replayed.status).toBe(200);
    expect(await appointmentsOf(clientId)).toEqual([{ time: '09:30' }]);
  });

  it('a transaction that reads and then writes commits though another writer held the lock as it began', async () => {
    holdWriteLock();
    setTimeout(letGo, 100);
    const clinicId = await t.db.transaction().execute(async (trx) => {
      const clinic = await trx.selectFrom('clinics').select('id').orderBy('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('settings')
        .values({ key: 'write-lock-test', value: JSON.stringify(clinic.id) })
        .execute();
      return clinic.id;
    });
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'write-lock-test')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toBe(clinicId);
  });
});
