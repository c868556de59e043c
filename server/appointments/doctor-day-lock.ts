/**
 * The busy times a write of an appointment's time reads, with the doctor's day locked first on
 * PostgreSQL. The unique index only stops two visits at the same start; a visit whose span covers
 * another's start (one doctor, slot grids that differ by clinic or since an import) is refused by the
 * free-time check alone, and under READ COMMITTED two transactions could both read the day free and
 * both write. A transaction-scoped advisory lock per (doctor, date), taken before the read, makes the
 * writers of one doctor's day take turns; other days and doctors go on side by side. SQLite needs
 * nothing: every write transaction holds the database's one write lock from its start.
 *
 * A lock another writer keeps past the connection's lock_timeout fails as lock_not_available, which
 * the routes answer as the busy 503 with Retry-After (db/storage-faults.ts).
 */
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { loadBusy } from '../schedule/schedule-store';

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * One key per doctor and day: the day number fits in 20 bits until the year 4840, so keys of different
 * pairs never meet, and stay within a bigint's exact range in a JavaScript number for any doctor id
 * below 2^33.
 */
export const doctorDayKey = (doctorId: number, date: string): number => doctorId * 2 ** 20 + dayNumber(date);

/**
 * Takes the locks of every (doctor, date) pair on PostgreSQL, in ascending key order and in one
 * statement: two writers wanting the same pairs take them in the same order, so neither holds one the
 * other waits for while waiting itself. Held until the transaction ends.
 */
export async function lockDoctorDays(
  trx: Transaction<Database>,
  days: readonly { doctorId: number; date: string }[],
): Promise<void> {
  if (days.length === 0 || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const keys = [...new Set(days.map((day) => doctorDayKey(day.doctorId, day.date)))].sort((a, b) => a - b);
  // unnest yields the array's order, so the locks are taken one after another as sorted.
  await sql`select pg_advisory_xact_lock(key) from unnest(${keys.map(String)}::bigint[]) as key`.execute(trx);
}

/**
 * The busy times of `doctorIds` from `date` to `to` (schedule-store.ts `loadBusy`), read after the
 * doctors' `date` is locked: what a booking or a move checks the time it writes against. Every write of
 * an appointment's time reads its busy times here, never through `loadBusy` itself.
 */
export async function busyToWrite(
  trx: Transaction<Database>,
  write: { doctorIds: readonly number[]; date: string; to?: string },
  holder: number | null,
  moving: number | null = null,
) {
  const doctors = [...write.doctorIds];
  await lockDoctorDays(
    trx,
    doctors.map((doctorId) => ({ doctorId, date: write.date })),
  );
  return loadBusy(trx, doctors, write.date, write.to ?? write.date, holder, moving);
}
