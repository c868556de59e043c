/**
 * The audit trail of authentication events. Rows name the user and client by id and the client
 * address; never a phone, a password, a code or a token.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type AuditEvent =
  | 'login'
  | 'login_failed'
  | 'login_delayed'
  | 'login_blocked'
  | 'registration'
  | 'code_sent'
  | 'code_failed'
  | 'password_recovered'
  | 'password_changed'
  | 'password_change_failed'
  | 'refresh'
  | 'refresh_reuse'
  | 'logout'
  | 'change_user'
  | 'change_user_refused';

export interface AuditEntry {
  event: AuditEvent;
  userId?: number | null;
  clientId?: number | null;
  address?: string | null;
}

export async function audit(db: Kysely<Database>, now: number, entry: AuditEntry): Promise<void> {
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
}
