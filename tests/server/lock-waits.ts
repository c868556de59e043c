/**
 * For tests that overlap two transactions on purpose: after the first has done its part and stays
 * open, the second is started and this waits until it has either finished or, on PostgreSQL, stands
 * waiting on a lock of this database. SQLite has one connection, so the second simply queues behind the
 * first; a few turns are given to it there.
 */
import { type Kysely, sql } from 'kysely';
import type { Database, DialectName } from '../../server/db/schema';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function untilSettledOrWaiting(
  db: Kysely<Database>,
  dialect: DialectName,
  settled: () => boolean,
): Promise<void> {
  for (let tries = 0; tries < 200 && !settled(); tries++) {
    if (dialect === 'postgres') {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
      if ((rows[0]?.waiting ?? 0) > 0) return;
    } else if (tries >= 5) {
      return;
    }
    await sleep(10);
  }
}
