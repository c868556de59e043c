/**
 * The retention job: deletes the rows that would otherwise pile up for as long as the network runs.
 * Token rows of logins that ended a while ago, audit events past their keeping time and short links
 * long past their expiry. It deletes in batches of a bounded size, each batch's delete one statement
 * of its own, and stops after a bounded number of batches a run, so no run holds the write lock for
 * long; what is left goes on the next run. Every instance may run it: a row two of them both pick is deleted once.
 * The clock is an argument: tests run `runOnce` themselves.
 */
import { type DeleteResult, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { iso } from '../links/link-keys';

const DAY_MS = 86_400_000;

/**
 * How long a login's token rows stay after its last token stopped working. A spent refresh token
 * presented again is taken for theft and ends every session of the patient (sessions.ts), which only
 * works while its row is there. A login's tokens can be presented until the last one expires; rows of
 * a login with a token that expired less than this long ago are all kept, its spent tokens included,
 * so a copy stolen near the end of a login is still recognised, and ends the patient's newer logins,
 * for as long as a refresh token lives.
 */
export const ENDED_LOGIN_KEPT_MS = 30 * DAY_MS;

/** How long audit events are kept: a full year of security history, with a month's margin beyond it. */
export const AUDIT_RETENTION_MS = 400 * DAY_MS;

/**
 * How long a short link stays after it expired. Until it is deleted a late visitor is told the link
 * expired (410); after, that it names nothing (404), and such a miss counts against the visitor's
 * address like a guessed key. A month covers the late opening of an old text message.
 */
export const EXPIRED_LINK_KEPT_MS = 30 * DAY_MS;

export const RETENTION_INTERVAL_MS = 3600_000;
/** Rows one delete statement removes at most. */
export const RETENTION_BATCH = 1000;
/** Delete statements one run makes at most, over all the tables. */
export const RETENTION_MAX_BATCHES = 50;

export type RetentionRun = {
  endedLoginTokens: number;
  auditEvents: number;
  shortLinks: number;
};

type AliasedTokens = Database & { spent: Database['refresh_tokens'] };

type Prune = (db: Kysely<Database>, at: number, limit: number) => Promise<number>;

const deleted = (result: DeleteResult) => Number(result.numDeletedRows);

/** No token of the row's login expired after the cutoff (or is valid yet). */
const loginEndedBefore =
  (cutoff: string) =>
  ({ not, exists, selectFrom }: ExpressionBuilder<AliasedTokens, 'spent'>) =>
    not(
      exists(
        selectFrom('refresh_tokens as recent')
          .select('recent.id')
          .whereRef('recent.family_id', '=', 'spent.family_id')
          .where('recent.expires_at', '>=', cutoff),
      ),
    );

/**
 * Token rows of logins that ended before the kept time. Found by a read first: a live login's spent
 * rows are old too and are passed over on the way, which inside the delete would hold the write lock
 * all along. The delete then checks each found row's login again.
 */
const endedLoginTokens: Prune = async (db, at, limit) => {
  const cutoff = iso(at - ENDED_LOGIN_KEPT_MS);
  const found = await db
    .selectFrom('refresh_tokens as spent')
    .select('spent.id')
    .where('spent.expires_at', '<', cutoff)
    .where(loginEndedBefore(cutoff))
    .limit(limit)
    .execute();
  if (found.length === 0) return 0;
  const result = await db
    .deleteFrom('refresh_tokens as spent')
    .where(
      'spent.id',
      'in',
      found.map((row) => row.id),
    )
    .where(loginEndedBefore(cutoff))
    .executeTakeFirst();
  return deleted(result);
};

/**
 * Rows whose time column is before the cutoff, one batch. The condition is checked again on the row
 * itself: a resent message may have just moved a short link's expiry on, and PostgreSQL checks it once
 * more against the row it waited for.
 */
const olderRows =
  (
    table: 'audit_events' | 'short_links',
    key: 'id' | 'key',
    column: 'at' | 'expires_at',
    keptMs: number,
  ): Prune =>
  async (db, at, limit) => {
    const cutoff = iso(at - keptMs);
    const older = sql`${sql.ref(column)} < ${cutoff}`;
    const result = await sql`delete from ${sql.table(table)} where ${older} and ${sql.ref(key)} in
      (select ${sql.ref(key)} from ${sql.table(table)} where ${older} limit ${limit})`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  };

const auditEvents = olderRows('audit_events', 'id', 'at', AUDIT_RETENTION_MS);
const shortLinks = olderRows('short_links', 'key', 'expires_at', EXPIRED_LINK_KEPT_MS);

const PRUNES: Record<keyof RetentionRun, Prune> = { endedLoginTokens, auditEvents, shortLinks };

export interface RetentionJobDeps {
  db: Kysely<Database>;
  now: () => number;
  batchSize?: number;
  maxBatches?: number;
}

export function createRetentionJob({
  db,
  now,
  batchSize = RETENTION_BATCH,
  maxBatches = RETENTION_MAX_BATCHES,
}: RetentionJobDeps) {
  return {
    /**
     * One pass: a batch of each table in turn while it has more, until the run's batches are spent.
     * Answers how many rows went from each.
     */
    async runOnce(): Promise<RetentionRun> {
      const at = now();
      const run: RetentionRun = { endedLoginTokens: 0, auditEvents: 0, shortLinks: 0 };
      const pending = new Set(Object.keys(PRUNES) as (keyof RetentionRun)[]);
      let batches = 0;
      while (pending.size > 0 && batches < maxBatches) {
        for (const table of pending) {
          if (batches >= maxBatches) break;
          batches++;
          const count = await PRUNES[table](db, at, batchSize);
          run[table] += count;
          if (count < batchSize) pending.delete(table);
          // Requests that wait for the database go before the next batch.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      return run;
    },
  };
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
