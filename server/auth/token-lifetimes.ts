/**
 * How long a session's tokens live (sessions.ts issues them). Apart from the sessions' code, which
 * reaches the audit and so the logger and the environment, because the environment's checks of the
 * retention settings read them too.
 */
export const ACCESS_TTL_MS = 15 * 60_000;
export const REFRESH_TTL_MS = 30 * 24 * 3600_000;
/** The default absolute session lifetime: a login lasts at most this long, however often it refreshes. */
export const SESSION_LIFETIME_MS = 90 * 24 * 3600_000;
/** How long a rotated refresh token still answers with the pair its rotation issued. */
export const REFRESH_GRACE_MS = 10_000;
