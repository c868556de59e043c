/**
 * The server's environment, read and validated once at start, in this one place. Everything else takes
 * the typed `Env` as an argument and never reads `process.env` itself.
 */
import { resolve } from 'node:path';
import * as v from 'valibot';
import {
  AUDIT_MIN_KEPT_MS,
  DAY_MS,
  DEFAULT_RETENTION,
  ENDED_LOGIN_MIN_KEPT_MS,
  type RetentionKept,
} from './auth/retention-times';
import { parseTrustProxy, type TrustedProxies } from './http/trusted-proxies';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Env {
  port: number;
  host: string;
  /** Absolute; holds the embedded SQLite file when no DATABASE_URL is given. */
  dataDir: string;
  /** A postgres:// URL, or null for the embedded SQLite database. */
  databaseUrl: string | null;
  /** Absolute; the built app (index.html, sw.js, assets/). */
  staticDir: string;
  /** Absolute; the app's server-rendering entry, built with it (pages paint once the app runs without it). */
  rendererEntry: string;
  logLevel: LogLevel;
  /** TEST_HOOKS=1: index.html tells the app to expose its Playwright hooks (never in production). */
  testHooks: boolean;
  /**
   * TEST_DROP_ANSWERS=1: the first answer to each Idempotency-Key is dropped after its work committed (the
   * connection is closed), as a network losing it would; the offline tests' switch, never in production.
   */
  dropFirstAnswers: boolean;
  /** How long a client may take over a request (slow clients hold sockets), in ms; see server/http/timeouts.ts. */
  timeouts: ServerTimeouts;
  /**
   * Where confirmation codes go. 'outbox': the dev outbox (the log and GET /api/dev/outbox, readable by
   * anyone who reaches the server), only when asked for by name (CODE_TRANSPORT=outbox, or `npm start`'s
   * --demo-outbox) and refused in production; 'none': codes are not sent (requests answer the
   * transport's sending error), the default everywhere until a provider is wired in.
   */
  codeTransport: 'outbox' | 'none';
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY; none: the header is not read). */
  trustProxy: TrustedProxies;
  /**
   * DEMO_ACCOUNTS=1 (or `npm start`'s --demo-outbox): the seed's demo logins, whose password is in the
   * README, and the demo clinic site; only when asked for by name and refused in production.
   */
  demoAccounts: boolean;
  /**
   * DEMO_NETWORK: whether an empty database gets the demo clinic network on start. On by default, off by
   * default in production, where a clinic loads its own with `npm run import`.
   */
  demoNetwork: boolean;
  /**
   * DEMO_DRAWN_FILES: a directory where the demo seed keeps the result files it draws, read back by later
   * seeds over fresh databases (the browser tests start a server per test); null: each seed draws them.
   */
  demoDrawnFiles: string | null;
  /** Where the app is reached from outside, without a trailing slash: the links in messages start with it. Null: the served address. */
  publicBaseUrl: string | null;
  reminders: ReminderSettings;
  waitlist: WaitlistSettings;
  publishedTimes: PublishedTimesSettings;
  /** Origins besides the request's own host that may write through the API (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Clinic sites that may show the portal in a frame (the booking widget's drawer), FRAME_ANCESTORS. */
  frameAncestors: string[];
  /** The demo clinic site's port (DEMO_SITE_PORT); null: the portal's port + 1, or a free one. */
  demoSitePort: number | null;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut, in ms. */
  shutdownGraceMs: number;
  /** How long a login lasts at most, however often it refreshes, in ms (SESSION_LIFETIME_DAYS, default 90). */
  sessionLifetimeMs: number;
  /** What video room passwords are derived from; null: a random secret kept in the database. */
  videoRoomSecret: string | null;
  /** The accounts limits a deployment sizes to its network (the rest are fixed in server/auth/limits.ts). */
  accountLimits: AccountLimitSettings;
  /**
   * How long the retention job keeps each kind of row (ENDED_LOGINS_KEPT_DAYS, AUDIT_EVENTS_KEPT_DAYS,
   * EXPIRED_LINKS_KEPT_DAYS, ENDED_WAITLIST_KEPT_DAYS, PAST_MOVES_KEPT_DAYS), in ms.
   */
  retention: RetentionKept;
}

/** Named as in server/auth/limits.ts, which they override. */
export interface AccountLimitSettings {
  /** PHONE_LOOKUPS_PER_HOUR: answers telling whether a phone has an account, from everyone, per hour. */
  phoneLookupsPerHour: number;
  /** CODE_SENDS_PER_HOUR: codes (paid messages) the whole network sends per hour. */
  codeSendsPerHour: number;
  /** CODE_SENDS_PER_PREFIX_PER_HOUR: codes sent to the phones of one number prefix per hour. */
  codeSendsPerPrefixPerHour: number;
  /** CODE_PREFIX_DIGITS: the leading digits of a phone that make its prefix. */
  codePrefixDigits: number;
}

export interface ReminderSettings {
  /** REMINDERS=1: the job runs in this server (default; off under NODE_ENV=test, where tests drive it). */
  enabled: boolean;
  /** How long before an appointment waiting for approval its confirmation message goes out. */
  leadMinutes: number;
  /** How often the job looks for messages due. */
  intervalMs: number;
}

export interface WaitlistSettings {
  /** How long a freed time is held for the client it is offered to. */
  holdMs: number;
  /** How often the waitlist job looks for freed times and runs out holds. */
  intervalMs: number;
  /** Open requests one client may hold in one clinic. */
  requestsPerClinic: number;
}

export interface PublishedTimesSettings {
  /**
   * PUBLISHED_TIMES: the free times as SMART Scheduling Links under /api/fhir. On by default: they hold
   * nothing the portal does not show anyone already, and being found by search sites is their purpose.
   */
  enabled: boolean;
  /** PUBLISHED_TIMES_WEEKS: how many weeks from today are published. */
  weeks: number;
}

export interface ServerTimeouts {
  /** From a request's first byte to the end of its headers (Node's default: 60 s). */
  headersMs: number;
  /** From a request's first byte to the end of its body (Node's default: 300 s). */
  requestMs: number;
  /** How long an idle keep-alive connection stays open; longer than a proxy's idle timeout (often 60 s). */
  keepAliveMs: number;
}

/** A positive whole number of `unit`s, at most `digits` long. */
const wholeCount = (
  unit: 'milliseconds' | 'seconds' | 'minutes' | 'requests' | 'messages',
  digits: number,
  fallback: string,
) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(new RegExp(`^\\d{1,${digits}}$`), `must be a whole number of ${unit}`),
      v.transform(Number),
      v.minValue(1, `must be at least 1 (${unit})`),
    ),
    fallback,
  );

const milliseconds = (fallback: string) => wholeCount('milliseconds', 9, fallback);
const days = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'must be a whole number of days'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1 (days)'),
    ),
    fallback,
  );

/**
 * How many days the retention job keeps a kind of row: its default, and the least that still does what
 * the rows are kept for (`why`, said when a smaller number is refused). At most five digits: the cutoff
 * stays a date of our era.
 */
const keptDays = (defaultMs: number, why: string, leastMs = DAY_MS) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a whole number of days'),
      v.transform(Number),
      v.minValue(leastMs / DAY_MS, `must be at least ${leastMs / DAY_MS} (days)${why}`),
    ),
    String(defaultMs / DAY_MS),
  );

const portNumber = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535'),
  v.transform(Number),
  v.maxValue(65535, 'must be a whole number from 0 to 65535'),
);

const EnvSchema = v.object({
  PORT: v.optional(portNumber, '8080'),
  HOST: v.optional(
    v.pipe(v.string(), v.regex(/^[^\s/]+$/, 'must be a host name or an IP address')),
    '0.0.0.0',
  ),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  ),
  STATIC_DIR: v.optional(v.string(), './dist'),
  SSR_ENTRY: v.optional(v.string(), './build/ssr/render-page.js'),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  TEST_HOOKS: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  TEST_DROP_ANSWERS: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  HEADERS_TIMEOUT_MS: milliseconds('10000'),
  REQUEST_TIMEOUT_MS: milliseconds('30000'),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds('65000'),
  SHUTDOWN_GRACE_MS: milliseconds('10000'),
  SESSION_LIFETIME_DAYS: days('90'),
  NODE_ENV: v.optional(v.string(), 'development'),
  CODE_TRANSPORT: v.optional(v.picklist(['outbox', 'none'], 'must be outbox or none')),
  REMINDERS: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
  DEMO_NETWORK: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
  DEMO_ACCOUNTS: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  DEMO_DRAWN_FILES: v.optional(v.string()),
  REMINDER_LEAD_MINUTES: wholeCount('minutes', 5, '1440'),
  REMINDER_INTERVAL_MS: milliseconds('60000'),
  WAITLIST_HOLD_SECONDS: wholeCount('seconds', 6, '900'),
  WAITLIST_INTERVAL_MS: milliseconds('15000'),
  WAITLIST_REQUESTS_PER_CLINIC: wholeCount('requests', 3, '3'),
  PUBLISHED_TIMES: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '1'),
  PUBLISHED_TIMES_WEEKS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'must be a whole number of weeks from 1 to 8'),
      v.transform(Number),
      v.minValue(1, 'must be a whole number of weeks from 1 to 8'),
      v.maxValue(8, 'must be a whole number of weeks from 1 to 8'),
    ),
    '4',
  ),
  PHONE_LOOKUPS_PER_HOUR: wholeCount('requests', 7, '3000'),
  CODE_SENDS_PER_HOUR: wholeCount('messages', 7, '1000'),
  CODE_SENDS_PER_PREFIX_PER_HOUR: wholeCount('messages', 7, '100'),
  ENDED_LOGINS_KEPT_DAYS: keptDays(
    DEFAULT_RETENTION.endedLoginMs,
    ": a refresh token's lifetime, so a stolen one presented late still ends the patient's logins",
    ENDED_LOGIN_MIN_KEPT_MS,
  ),
  AUDIT_EVENTS_KEPT_DAYS: keptDays(
    DEFAULT_RETENTION.auditEventsMs,
    ': as long as a stolen refresh token can be used, so the logins it came from can be looked into',
    AUDIT_MIN_KEPT_MS,
  ),
  EXPIRED_LINKS_KEPT_DAYS: keptDays(DEFAULT_RETENTION.expiredLinksMs, ''),
  ENDED_WAITLIST_KEPT_DAYS: keptDays(DEFAULT_RETENTION.endedWaitlistMs, ''),
  // A day at least: moves are kept by the clinic's own days, which a cutoff less than a day back could reach.
  PAST_MOVES_KEPT_DAYS: keptDays(DEFAULT_RETENTION.pastMovesMs, ''),
  CODE_PREFIX_DIGITS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^([1-9]|1[0-9]|20)$/, 'must be a number of digits from 1 to 20'),
      v.transform(Number),
    ),
    '4',
  ),
  PUBLIC_BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http:// or https:// URL without query'),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  ALLOWED_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^\s/,]+(\s*,\s*https?:\/\/[^\s/,]+)*$/,
        'must be origins separated by commas, like https://portal.example,https://www.example',
      ),
    ),
  ),
  // A guessable secret would give away every room's password.
  VIDEO_ROOM_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  FRAME_ANCESTORS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?\/?(\s*,\s*https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?\/?)*$/i,
        'must be clinic sites separated by commas, like https://www.clinic.example,https://*.clinic.example',
      ),
    ),
  ),
  DEMO_SITE_PORT: v.optional(portNumber),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const trust = parseTrustProxy(dataset.value);
        if (typeof trust === 'object') return trust;
        addIssue({ message: trust });
        return NEVER;
      }),
    ),
    '0',
  ),
});

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Priyom cannot start, the environment is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Variables whose values hold a secret: their errors never repeat the value as given. A database URL is
 * shown with its password masked; a plain secret is not shown at all.
 */
const SECRET_KEYS = new Map<string, (value: string) => string | null>([
  ['DATABASE_URL', (value) => withoutPassword(value)],
  ['VIDEO_ROOM_SECRET', () => null],
]);

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`; anything else unchanged. */
export function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@]*@/i, '$1:***@');
}

/** `a, B,` → ['a', 'b']: a comma-separated list of origins, lower case. */
function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0);
}

/** Validates the variables the server reads; blank values count as absent. Throws EnvError. */
export function loadEnv(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Env {
  const present: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = source[key]?.trim();
    if (value) present[key] = value;
  }
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    throw new EnvError(
      result.issues.map((issue) => {
        const key = issue.path?.map((item) => String(item.key)).join('.') ?? '(environment)';
        const redact = SECRET_KEYS.get(key);
        if (redact) {
          // Say what is wrong, never echo the secret (stderr ends up in logs).
          const safe = key in present ? redact(present[key]!) : null;
          const shown = safe === null ? '' : ` (got ${JSON.stringify(safe)})`;
          return `${key} ${issue.message.replace(/:?\s*Received .*$/s, '')}${shown}`;
        }
        const got = key in present ? ` (got ${JSON.stringify(present[key])})` : '';
        return `${key} ${issue.message}${got}`;
      }),
    );
  }
  const out = result.output;
  // `Production`, `PRODUCTION`: a typo in case must not switch the test-only features back on.
  const production = out.NODE_ENV.toLowerCase() === 'production';
  const conflicts = [
    ...(out.HEADERS_TIMEOUT_MS > out.REQUEST_TIMEOUT_MS
      ? [`HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (${out.REQUEST_TIMEOUT_MS})`]
      : []),
    // The hooks let a page fake a logged-in UI: a production server never offers them.
    ...(out.TEST_HOOKS === '1' && production ? ['TEST_HOOKS must be 0 when NODE_ENV is production'] : []),
    // It loses answers on purpose.
    ...(out.TEST_DROP_ANSWERS === '1' && production
      ? ['TEST_DROP_ANSWERS must be 0 when NODE_ENV is production']
      : []),
    // Anyone could read the codes and take over accounts.
    ...(out.CODE_TRANSPORT === 'outbox' && production
      ? ['CODE_TRANSPORT must not be outbox when NODE_ENV is production']
      : []),
    // Their password is in the README: anyone could log in as the demo patients.
    ...(out.DEMO_ACCOUNTS === '1' && production
      ? ['DEMO_ACCOUNTS must be 0 when NODE_ENV is production']
      : []),
  ];
  if (conflicts.length > 0) throw new EnvError(conflicts);
  return {
    port: out.PORT,
    host: out.HOST,
    dataDir: resolve(cwd, out.DATA_DIR),
    databaseUrl: out.DATABASE_URL ?? null,
    staticDir: resolve(cwd, out.STATIC_DIR),
    rendererEntry: resolve(cwd, out.SSR_ENTRY),
    logLevel: out.LOG_LEVEL,
    testHooks: out.TEST_HOOKS === '1',
    dropFirstAnswers: out.TEST_DROP_ANSWERS === '1',
    timeouts: {
      headersMs: out.HEADERS_TIMEOUT_MS,
      requestMs: out.REQUEST_TIMEOUT_MS,
      keepAliveMs: out.KEEP_ALIVE_TIMEOUT_MS,
    },
    // Codes readable by anyone only when asked for by name: a missing variable means none.
    codeTransport: out.CODE_TRANSPORT ?? 'none',
    trustProxy: out.TRUST_PROXY,
    // Logins with a published password only when asked for by name: a missing NODE_ENV means none.
    demoAccounts: out.DEMO_ACCOUNTS === '1',
    demoNetwork: (out.DEMO_NETWORK ?? (production ? '0' : '1')) === '1',
    demoDrawnFiles: out.DEMO_DRAWN_FILES === undefined ? null : resolve(cwd, out.DEMO_DRAWN_FILES),
    publicBaseUrl: out.PUBLIC_BASE_URL ?? null,
    reminders: {
      enabled: (out.REMINDERS ?? (out.NODE_ENV === 'test' ? '0' : '1')) === '1',
      leadMinutes: out.REMINDER_LEAD_MINUTES,
      intervalMs: out.REMINDER_INTERVAL_MS,
    },
    waitlist: {
      holdMs: out.WAITLIST_HOLD_SECONDS * 1000,
      intervalMs: out.WAITLIST_INTERVAL_MS,
      requestsPerClinic: out.WAITLIST_REQUESTS_PER_CLINIC,
    },
    publishedTimes: { enabled: out.PUBLISHED_TIMES === '1', weeks: out.PUBLISHED_TIMES_WEEKS },
    allowedOrigins: commaList(out.ALLOWED_ORIGINS),
    frameAncestors: commaList(out.FRAME_ANCESTORS).map((site) => site.replace(/\/$/, '')),
    demoSitePort: out.DEMO_SITE_PORT ?? null,
    shutdownGraceMs: out.SHUTDOWN_GRACE_MS,
    sessionLifetimeMs: out.SESSION_LIFETIME_DAYS * 24 * 3600_000,
    videoRoomSecret: out.VIDEO_ROOM_SECRET ?? null,
    accountLimits: {
      phoneLookupsPerHour: out.PHONE_LOOKUPS_PER_HOUR,
      codeSendsPerHour: out.CODE_SENDS_PER_HOUR,
      codeSendsPerPrefixPerHour: out.CODE_SENDS_PER_PREFIX_PER_HOUR,
      codePrefixDigits: out.CODE_PREFIX_DIGITS,
    },
    retention: {
      endedLoginMs: out.ENDED_LOGINS_KEPT_DAYS * DAY_MS,
      auditEventsMs: out.AUDIT_EVENTS_KEPT_DAYS * DAY_MS,
      expiredLinksMs: out.EXPIRED_LINKS_KEPT_DAYS * DAY_MS,
      endedWaitlistMs: out.ENDED_WAITLIST_KEPT_DAYS * DAY_MS,
      pastMovesMs: out.PAST_MOVES_KEPT_DAYS * DAY_MS,
    },
  };
}
