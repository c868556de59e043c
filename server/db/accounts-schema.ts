/**
 * The accounts tables as Kysely sees them (migration 0002-accounts). Times are ISO-8601 UTC text;
 * secrets are hashes only (passwords argon2id, tokens and codes SHA-256).
 */
import type { Generated } from 'kysely';
import type { Flag } from './flag';

export interface UsersTable {
  id: Generated<number>;
  /** The login: digits only. */
  phone: string;
  password_hash: string;
  blocked: Generated<Flag>;
  created_at: string;
}

export interface ClientsTable {
  id: Generated<number>;
  phone: string | null;
  surname: string;
  name: string;
  second_name: string | null;
  /** YYYY-MM-DD. */
  birthdate: string | null;
  /** 1 male, 0 female, null unknown. */
  sex: number | null;
  email: string | null;
  created_at: string;
}

export interface UserClientsTable {
  user_id: number;
  client_id: number;
  /** 0: the login's own profile; linked family profiles follow. */
  position: Generated<number>;
}

export interface ConfirmationCodesTable {
  id: string;
  phone: string;
  type: string;
  transport: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
  /** Migration 0010: SHA-256 of the id only the request that asked for the code was given (null: older). */
  request_hash: string | null;
}

export interface MessageCountersTable {
  scope: string;
  key: string;
  window_start: string;
  count: Generated<number>;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: number;
  client_id: number;
  token_hash: string;
  access_hash: string;
  access_expires_at: string;
  expires_at: string;
  created_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  /** Migration 0008: the family's absolute end, the same on every row of it (null: ended). */
  session_expires_at: string | null;
  /** Migration 0008: the pair this row's rotation issued, sealed with a key from its refresh token. */
  successor_sealed: string | null;
  /** Migration 0010: the digest of the logout token issued with this pair (null: issued before). */
  logout_hash: string | null;
  /** Migration 0017: when the pair was first used (its access token, or its rotation); null: never. */
  used_at: string | null;
}

/** Migration 0006: a phone's recent failed logins and when the next attempt may be checked. */
export interface LoginDelaysTable {
  phone: string;
  failures: number;
  last_failure_at: string;
  retry_at: string;
}

/** Migration 0016: until when no other confirmation code may start out to a phone. */
export interface CodeSendSlotsTable {
  phone: string;
  held_until: string;
}

/** Migration 0011: a device that proved a phone, its failed logins since, and when it last proved it. */
export interface KnownDevicesTable {
  /** SHA-256 of the random token in the device's cookie. */
  token_hash: string;
  phone: string;
  failures: Generated<number>;
  proven_at: string;
}

export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  event: string;
  user_id: number | null;
  client_id: number | null;
  address: string | null;
}

export interface AccountsTables {
  users: UsersTable;
  clients: ClientsTable;
  user_clients: UserClientsTable;
  confirmation_codes: ConfirmationCodesTable;
  message_counters: MessageCountersTable;
  refresh_tokens: RefreshTokensTable;
  audit_events: AuditEventsTable;
  login_delays: LoginDelaysTable;
  code_send_slots: CodeSendSlotsTable;
  known_devices: KnownDevicesTable;
}
