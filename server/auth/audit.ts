/**
 * The audit trail of authentication events, twice: a row in `audit_events` (ids and the client address
 * only) and a structured log line (`audit` field) for whoever watches the logs. A line may name the
 * phone an event concerns, but only as a keyed digest (server/auth/log-digest.ts): the same phone gives
 * the same tag across lines and instances, and the tag does not give the phone back. Never a password,
 * a code or a token. Refused requests (429) are logged, never stored: a refusal writes nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import { createPhoneDigest } from './log-digest';

export type AuditEvent =
  | 'login'
  | 'login_failed'
  | 'login_delayed'
  | 'login_throttled'
  | 'login_blocked'
  | 'registration'
  | 'code_sent'
  | 'code_failed'
  | 'code_wrong'
  | 'code_missing'
  | 'code_check_throttled'
  | 'code_budget_exhausted'
  | 'password_recovered'
  | 'password_changed'
  | 'password_change_failed'
  | 'refresh'
  | 'refresh_grace'
  | 'refresh_reuse'
  | 'session_expired'
  | 'logout'
  | 'change_user'
  | 'change_user_refused';

export interface AuditEntry {
  event: AuditEvent;
  userId?: number | null;
  clientId?: number | null;
  address?: string | null;
  /** Logged as its digest only. */
  phone?: string | null;
  /** A delay the event started or met, in seconds (lockout delays, throttling). */
  retryAfter?: number;
  /** The limit the event is about, as `scope key` (a paid-message budget that ran out). */
  limit?: string;
  /** Log only (a refused request writes nothing to the database). */
  logOnly?: boolean;
}

export type Audit = (now: number, entry: AuditEntry) => Promise<void>;

export function createAudit(db: Kysely<Database>, logger: Logger): Audit {
  const digest = createPhoneDigest(db);
  return async (now, entry) => {
    const line: Record<string, unknown> = { audit: entry.event };
    if (entry.userId != null) line.userId = entry.userId;
    if (entry.clientId != null) line.clientId = entry.clientId;
    if (entry.address) line.address = entry.address;
    if (entry.phone) line.phoneTag = await digest(entry.phone);
    if (entry.retryAfter !== undefined) line.retryAfter = entry.retryAfter;
    if (entry.limit) line.limit = entry.limit;
    logger.info(line, 'audit');
    if (entry.logOnly) return;
    await db
      .insertInto('audit_events')
      .values({
        at: new Date(now).toISOString(),
        event: entry.event,
        user_id: entry.userId ?? null,
        client_id: entry.clientId ?? null,
        address: entry.address ?? null,
      })
      .execute();
  };
}
