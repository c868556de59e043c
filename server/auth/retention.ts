/**
 * The retention job: deletes the rows that would otherwise pile up for as long as the network runs.
 * Token rows of logins that ended a while ago, audit events past their keeping time, short links
 * long past their expiry, ended waitlist requests with their offers and the moves of appointments long
 * past (retention-bookings.ts). How long each is kept is the deployment's setting (server/env.ts), with
 * the values below as defaults. It deletes in batches of a bounded size, each batch's delete one statement
 * of its own, and stops after a bounded number of batches a run, so no run holds the write lock for
 * long; what is left goes on the next run. Every instance may run it: a row two of them both pick is deleted once.
 * The clock is an argument: tests run `runOnce` themselves.
 */
import { type DeleteResult, type ExpressionBuilder, expressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { iso } from '../links/link-keys';
import { batchOf, type Prune } from './retention-batch';
import { DEFAULT_RETENTION, type RetentionKept } from './retention-times';
import { appointmentMoves, endedWaitlistRequests, waitlistOffers } from './retention-bookings';

export const RETENTION_INTERVAL_MS = 3600_000;
/** Rows one delete statement removes at most. */
export const RETENTION_BATCH = 1000;
/** Delete statements one run makes at most, over all the tables. */
export const RETENTION_MAX_BATCHES = 50;

export type RetentionRun = {
  endedLoginTokens: number;
  auditEvents: number;
  shortLinks: number;
  waitlistOffers: number;
  endedWaitlistRequests: number;
  appointmentMoves: number;
};

type AliasedTokens = Database & { spent: Database['refresh_tokens'] };

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
const endedLoginTokens: Prune = async (db, cutoff, limit) => {
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
 * Each table's prune and the setting its cutoff comes from. Offers go before their requests: a request
 * goes once it has none left, so no delete takes more than its batch with it. Not here:
 * idempotent_requests, whose answers past their day are swept for every client, active or not, by
 * the next keyed request on any instance (server/appointments/idempotency.ts), so they never pile up.
 */
const PRUNES: Record<keyof RetentionRun, [Prune, keyof RetentionKept]> = {
  endedLoginTokens: [endedLoginTokens, 'endedLoginMs'],
  auditEvents: [
    batchOf('audit_events', 'id', (cutoff) =>
      expressionBuilder<Database, 'audit_events'>()('at', '<', cutoff),
    ),
    'auditEventsMs',
  ],
  shortLinks: [
    batchOf('short_links', 'key', (cutoff) =>
      expressionBuilder<Database, 'short_links'>()('expires_at', '<', cutoff),
    ),
    'expiredLinksMs',
  ],
  waitlistOffers: [waitlistOffers, 'endedWaitlistMs'],
  endedWaitlistRequests: [endedWaitlistRequests, 'endedWaitlistMs'],
  appointmentMoves: [appointmentMoves, 'pastMovesMs'],
};

const emptyRun = (): RetentionRun => ({
  endedLoginTokens: 0,
  auditEvents: 0,
  shortLinks: 0,
  waitlistOffers: 0,
  endedWaitlistRequests: 0,
  appointmentMoves: 0,
});

export interface RetentionJobDeps {
  db: Kysely<Database>;
  now: () => number;
  batchSize?: number;
  maxBatches?: number;
  /** How long each kind of row is kept; the defaults above when not given. */
  kept?: RetentionKept;
}

export function createRetentionJob({
  db,
  now,
  batchSize = RETENTION_BATCH,
  maxBatches = RETENTION_MAX_BATCHES,
  kept = DEFAULT_RETENTION,
}: RetentionJobDeps) {
  return {
    /**
     * One pass: a batch of each table in turn while it has more, until the run's batches are spent.
     * Answers how many rows went from each.
     */
    async runOnce(): Promise<RetentionRun> {
      const at = now();
      const run = emptyRun();
      const pending = new Set(Object.keys(PRUNES) as (keyof RetentionRun)[]);
      let batches = 0;
      while (pending.size > 0 && batches < maxBatches) {
        for (const table of pending) {
          if (batches >= maxBatches) break;
          batches++;
          const [prune, setting] = PRUNES[table];
          const count = await prune(db, iso(at - kept[setting]), batchSize);
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
