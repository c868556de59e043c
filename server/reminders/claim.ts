/**
 * Claiming reminder rows so each message goes out once, even with several server instances over one
 * database. One statement marks the rows this instance takes (claimed_by, claimed_at) among those not
 * sent and not claimed, or claimed so long ago that their claimer must have died. On PostgreSQL the rows
 * are picked FOR UPDATE SKIP LOCKED, so a concurrent claim passes them by, and the lock re-checks the
 * conditions on a row another claim has just committed; SQLite has one writer, so the statement alone
 * decides. The rows are marked sent only by their claimer.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, DialectName } from '../db/schema';
import { iso } from '../links/link-keys';

/** The tables with reminder columns, and the column naming their rows. */
export type ReminderTable = 'appointments' | 'feedback_keys' | 'waitlist_offers';
const ID: Record<ReminderTable, string> = { appointments: 'id', feedback_keys: 'key', waitlist_offers: 'id' };

export interface Claimer {
  dialect: DialectName;
  /** This job instance's name, unique per process. */
  instanceId: string;
  /** A claim older than this is taken over (its claimer stopped between claim and send). */
  staleMs: number;
  /** Rows per claim. */
  batch: number;
}

export async function claimDue<Id extends number | string>(
  db: Kysely<Database>,
  table: ReminderTable,
  due: RawBuilder<boolean>,
  claimer: Claimer,
  at: number,
): Promise<Id[]> {
  const id = sql.ref(ID[table]);
  const claimable = sql`reminder_sent_at is null and (reminder_claimed_at is null or reminder_claimed_at < ${iso(at - claimer.staleMs)})`;
  const lock = claimer.dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const claimed = await sql<{ id: Id }>`
    update ${sql.table(table)}
    set reminder_claimed_by = ${claimer.instanceId}, reminder_claimed_at = ${iso(at)}
    where ${id} in (
      select ${id} from ${sql.table(table)}
      where ${claimable} and ${due}
      order by ${id}
      limit ${claimer.batch}
      ${lock}
    ) and ${claimable}
    returning ${id} as id`.execute(db);
  return claimed.rows.map((row) => row.id);
}

/** Marks a claimed row sent (true) or gives the claim back for a later try (false). */
export async function settleClaim(
  db: Kysely<Database>,
  table: ReminderTable,
  rowId: number | string,
  claimer: Claimer,
  sentAt: number | null,
): Promise<void> {
  const set =
    sentAt === null
      ? sql`reminder_claimed_by = null, reminder_claimed_at = null`
      : sql`reminder_sent_at = ${iso(sentAt)}`;
  await sql`
    update ${sql.table(table)} set ${set}
    where ${sql.ref(ID[table])} = ${rowId} and reminder_claimed_by = ${claimer.instanceId}
      and reminder_sent_at is null`.execute(db);
}
