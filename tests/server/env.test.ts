import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, withoutPassword } from '../../server/env';

const DAY = 24 * 3600_000;

describe('loadEnv', () => {
  it('fills defaults and resolves directories against the working directory', () => {
    expect(loadEnv({}, '/srv/priyom')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/priyom/data',
      databaseUrl: null,
      staticDir: '/srv/priyom/dist',
      rendererEntry: '/srv/priyom/build/ssr/render-page.js',
      logLevel: 'info',
      testHooks: false,
      dropFirstAnswers: false,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 65_000 },
      codeTransport: 'none',
      trustProxy: { ranges: [], hops: null },
      demoAccounts: false,
      demoNetwork: true,
      demoDrawnFiles: null,
      publicBaseUrl: null,
      reminders: { enabled: true, leadMinutes: 1440, intervalMs: 60_000 },
      waitlist: { holdMs: 900_000, intervalMs: 15_000, requestsPerClinic: 3 },
      publishedTimes: { enabled: true, weeks: 4 },
      allowedOrigins: [],
      frameAncestors: [],
      demoSitePort: null,
      shutdownGraceMs: 10000,
      sessionLifetimeMs: 90 * 24 * 3600_000,
      videoRoomSecret: null,
      accountLimits: {
        phoneLookupsPerHour: 3000,
        codeSendsPerHour: 1000,
        codeSendsPerPrefixPerHour: 100,
        codePrefixDigits: 4,
      },
      retention: {
        endedLoginMs: 30 * DAY,
        auditEventsMs: 400 * DAY,
        expiredLinksMs: 30 * DAY,
        endedWaitlistMs: 30 * DAY,
        pastMovesMs: 400 * DAY,
      },
    });
  });

  it('TEST_DROP_ANSWERS=1 turns the lost-answer switch on; off by default', () => {
    expect(loadEnv({ TEST_DROP_ANSWERS: '1' }, '/srv').dropFirstAnswers).toBe(true);
    expect(loadEnv({}, '/srv').dropFirstAnswers).toBe(false);
    expect(() => loadEnv({ TEST_DROP_ANSWERS: 'yes' }, '/srv')).toThrow(/TEST_DROP_ANSWERS must be 0 or 1/);
  });

  it('TEST_HOOKS=1 turns the Playwright hooks on; anything but 0 or 1 is refused', () => {
    expect(loadEnv({ TEST_HOOKS: '1' }, '/srv').testHooks).toBe(true);
    expect(loadEnv({ TEST_HOOKS: '0' }, '/srv').testHooks).toBe(false);
    expect(() => loadEnv({ TEST_HOOKS: 'yes' }, '/srv')).toThrow(/TEST_HOOKS must be 0 or 1/);
  });

  it('reads every variable and treats blank values as absent', () => {
    const env = loadEnv(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgresql://u:p@db:5432/priyom',
        STATIC_DIR: '/opt/app',
        LOG_LEVEL: 'warn',
        TEST_HOOKS: '1',
        TEST_DROP_ANSWERS: '1',
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '4000',
        KEEP_ALIVE_TIMEOUT_MS: '70000',
        REMINDERS: '0',
        REMINDER_LEAD_MINUTES: '90',
        REMINDER_INTERVAL_MS: '5000',
        WAITLIST_HOLD_SECONDS: '20',
        WAITLIST_INTERVAL_MS: '1000',
        WAITLIST_REQUESTS_PER_CLINIC: '5',
        PUBLISHED_TIMES: '0',
        PUBLISHED_TIMES_WEEKS: '2',
        PUBLIC_BASE_URL: 'https://clinic.example/portal/',
        CODE_TRANSPORT: 'outbox',
        DEMO_ACCOUNTS: '1',
        ALLOWED_ORIGINS: 'https://portal.example',
        FRAME_ANCESTORS: 'https://www.clinic.example',
        DEMO_SITE_PORT: '9090',
        SHUTDOWN_GRACE_MS: '2500',
        SESSION_LIFETIME_DAYS: '30',
        VIDEO_ROOM_SECRET: 'a-video-room-secret-of-32-or-more-characters',
        SSR_ENTRY: '/opt/ssr/render-page.js',
        PHONE_LOOKUPS_PER_HOUR: '500',
        CODE_SENDS_PER_HOUR: '200',
        CODE_SENDS_PER_PREFIX_PER_HOUR: '20',
        CODE_PREFIX_DIGITS: '5',
        DEMO_DRAWN_FILES: 'cache/drawn',
        ENDED_LOGINS_KEPT_DAYS: '45',
        AUDIT_EVENTS_KEPT_DAYS: '3650',
        EXPIRED_LINKS_KEPT_DAYS: '7',
        ENDED_WAITLIST_KEPT_DAYS: '1',
        PAST_MOVES_KEPT_DAYS: '90',
      },
      '/srv',
    );
    expect(env).toEqual({
      port: 0,
      host: '127.0.0.1',
      dataDir: resolve('/srv', 'var/db'),
      databaseUrl: 'postgresql://u:p@db:5432/priyom',
      staticDir: '/opt/app',
      rendererEntry: '/opt/ssr/render-page.js',
      logLevel: 'warn',
      testHooks: true,
      dropFirstAnswers: true,
      timeouts: { headersMs: 2000, requestMs: 4000, keepAliveMs: 70_000 },
      codeTransport: 'outbox',
      trustProxy: { ranges: [], hops: null },
      demoAccounts: true,
      demoNetwork: true,
      demoDrawnFiles: resolve('/srv', 'cache/drawn'),
      publicBaseUrl: 'https://clinic.example/portal',
      reminders: { enabled: false, leadMinutes: 90, intervalMs: 5000 },
      waitlist: { holdMs: 20_000, intervalMs: 1000, requestsPerClinic: 5 },
      publishedTimes: { enabled: false, weeks: 2 },
      allowedOrigins: ['https://portal.example'],
      frameAncestors: ['https://www.clinic.example'],
      demoSitePort: 9090,
      shutdownGraceMs: 2500,
      sessionLifetimeMs: 30 * 24 * 3600_000,
      videoRoomSecret: 'a-video-room-secret-of-32-or-more-characters',
      accountLimits: {
        phoneLookupsPerHour: 500,
        codeSendsPerHour: 200,
        codeSendsPerPrefixPerHour: 20,
        codePrefixDigits: 5,
      },
      retention: {
        endedLoginMs: 45 * DAY,
        auditEventsMs: 3650 * DAY,
        expiredLinksMs: 7 * DAY,
        endedWaitlistMs: 1 * DAY,
        pastMovesMs: 90 * DAY,
      },
    });
    expect(loadEnv({ DATABASE_URL: '  ', PORT: '' }).databaseUrl).toBeNull();
    // Tests drive the reminder job themselves.
    expect(loadEnv({ NODE_ENV: 'test' }).reminders.enabled).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', REMINDERS: '1' }).reminders.enabled).toBe(true);
  });

  it.each([
    ['PORT', 'eighty', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a postgres:\/\//],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['HEADERS_TIMEOUT_MS', '0', /HEADERS_TIMEOUT_MS must be at least 1/],
    ['REQUEST_TIMEOUT_MS', '30s', /REQUEST_TIMEOUT_MS must be a whole number of milliseconds/],
    ['KEEP_ALIVE_TIMEOUT_MS', '-5', /KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds/],
    ['REMINDERS', 'yes', /REMINDERS must be 0 or 1/],
    ['REMINDER_LEAD_MINUTES', '0', /REMINDER_LEAD_MINUTES must be at least 1/],
    ['PUBLIC_BASE_URL', 'clinic.example', /PUBLIC_BASE_URL must be an http/],
    ['SESSION_LIFETIME_DAYS', '0', /SESSION_LIFETIME_DAYS must be at least 1/],
    ['SESSION_LIFETIME_DAYS', '90d', /SESSION_LIFETIME_DAYS must be a whole number of days/],
    ['PUBLISHED_TIMES', 'yes', /PUBLISHED_TIMES must be 0 or 1/],
    ['PUBLISHED_TIMES_WEEKS', '0', /PUBLISHED_TIMES_WEEKS must be a whole number of weeks from 1 to 8/],
    ['PUBLISHED_TIMES_WEEKS', '9', /PUBLISHED_TIMES_WEEKS must be a whole number of weeks from 1 to 8/],
    ['PHONE_LOOKUPS_PER_HOUR', '0', /PHONE_LOOKUPS_PER_HOUR must be at least 1/],
    ['PHONE_LOOKUPS_PER_HOUR', 'many', /PHONE_LOOKUPS_PER_HOUR must be a whole number of requests/],
    ['CODE_SENDS_PER_HOUR', '0', /CODE_SENDS_PER_HOUR must be at least 1/],
    [
      'CODE_SENDS_PER_PREFIX_PER_HOUR',
      '1e3',
      /CODE_SENDS_PER_PREFIX_PER_HOUR must be a whole number of messages/,
    ],
    ['CODE_PREFIX_DIGITS', '0', /CODE_PREFIX_DIGITS must be a number of digits from 1 to 20/],
    ['CODE_PREFIX_DIGITS', '21', /CODE_PREFIX_DIGITS must be a number of digits from 1 to 20/],
    // Fewer days than a refresh token lives would let a stolen one pass as unknown instead of ending the logins.
    [
      'ENDED_LOGINS_KEPT_DAYS',
      '29',
      /ENDED_LOGINS_KEPT_DAYS must be at least 30 \(days\): a refresh token's lifetime/,
    ],
    ['AUDIT_EVENTS_KEPT_DAYS', '7', /AUDIT_EVENTS_KEPT_DAYS must be at least 30 \(days\)/],
    ['AUDIT_EVENTS_KEPT_DAYS', '1 year', /AUDIT_EVENTS_KEPT_DAYS must be a whole number of days/],
    ['AUDIT_EVENTS_KEPT_DAYS', '100000', /AUDIT_EVENTS_KEPT_DAYS must be a whole number of days/],
    ['EXPIRED_LINKS_KEPT_DAYS', '0', /EXPIRED_LINKS_KEPT_DAYS must be at least 1 \(days\)/],
    ['ENDED_WAITLIST_KEPT_DAYS', '-1', /ENDED_WAITLIST_KEPT_DAYS must be a whole number of days/],
    ['PAST_MOVES_KEPT_DAYS', '0', /PAST_MOVES_KEPT_DAYS must be at least 1 \(days\)/],
  ])('rejects %s=%s with a clear message', (key, value, message) => {
    expect(() => loadEnv({ [key]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [key]: value })).toThrow(message);
  });

  it('refuses headers that may take longer than the whole request', () => {
    expect(() => loadEnv({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toThrow(
      /HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS \(4000\)/,
    );
  });

  it.each(['production', 'Production', 'PRODUCTION', ' production '])(
    'refuses the test-only switches when NODE_ENV is %j, in any case spelling',
    (nodeEnv) => {
      expect(() => loadEnv({ NODE_ENV: nodeEnv, TEST_HOOKS: '1' })).toThrow(
        /TEST_HOOKS must be 0 when NODE_ENV is production/,
      );
      expect(() => loadEnv({ NODE_ENV: nodeEnv, TEST_DROP_ANSWERS: '1' })).toThrow(
        /TEST_DROP_ANSWERS must be 0 when NODE_ENV is production/,
      );
      expect(() => loadEnv({ NODE_ENV: nodeEnv, CODE_TRANSPORT: 'outbox' })).toThrow(
        /CODE_TRANSPORT must not be outbox when NODE_ENV is production/,
      );
      expect(() => loadEnv({ NODE_ENV: nodeEnv, DEMO_ACCOUNTS: '1' })).toThrow(
        /DEMO_ACCOUNTS must be 0 when NODE_ENV is production/,
      );
      expect(loadEnv({ NODE_ENV: nodeEnv })).toMatchObject({
        testHooks: false,
        codeTransport: 'none',
        demoAccounts: false,
        demoNetwork: false,
      });
    },
  );

  it('the demo network: on by default, off by default in production, and each way by DEMO_NETWORK', () => {
    expect(loadEnv({}).demoNetwork).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).demoNetwork).toBe(false);
    expect(loadEnv({ DEMO_NETWORK: '0' }).demoNetwork).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DEMO_NETWORK: '1' }).demoNetwork).toBe(true);
    expect(() => loadEnv({ DEMO_NETWORK: 'yes' })).toThrow(/DEMO_NETWORK must be 0 or 1/);
  });

  it('the demo logins (their password is in the README) only when asked for by name, never by a missing NODE_ENV', () => {
    expect(loadEnv({}).demoAccounts).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).demoAccounts).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).demoAccounts).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).demoAccounts).toBe(false);
    expect(loadEnv({ DEMO_ACCOUNTS: '1' }).demoAccounts).toBe(true);
    expect(loadEnv({ DEMO_ACCOUNTS: '0' }).demoAccounts).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DEMO_ACCOUNTS: '0' }).demoAccounts).toBe(false);
    expect(() => loadEnv({ DEMO_ACCOUNTS: 'yes' })).toThrow(/DEMO_ACCOUNTS must be 0 or 1/);
  });

  it('the dev outbox (codes readable by anyone) is on only when asked for by name, never by a missing variable', () => {
    expect(loadEnv({}).codeTransport).toBe('none');
    expect(loadEnv({ NODE_ENV: 'development' }).codeTransport).toBe('none');
    expect(loadEnv({ CODE_TRANSPORT: 'outbox' }).codeTransport).toBe('outbox');
    expect(loadEnv({ CODE_TRANSPORT: 'none' }).codeTransport).toBe('none');
    expect(loadEnv({}).testHooks).toBe(false);
    expect(() => loadEnv({ CODE_TRANSPORT: 'sms' })).toThrow(/CODE_TRANSPORT must be outbox or none/);
  });

  it('ALLOWED_ORIGINS: a comma-separated list of origins, nothing else', () => {
    expect(loadEnv({}).allowedOrigins).toEqual([]);
    expect(
      loadEnv({ ALLOWED_ORIGINS: 'https://Portal.example, http://localhost:5173' }).allowedOrigins,
    ).toEqual(['https://portal.example', 'http://localhost:5173']);
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'https://portal.example/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadEnv({ ALLOWED_ORIGINS: '*' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('FRAME_ANCESTORS: clinic sites (a subdomain wildcard allowed), never a path, a keyword or a directive', () => {
    expect(loadEnv({}).frameAncestors).toEqual([]);
    expect(
      loadEnv({
        FRAME_ANCESTORS: 'https://WWW.clinic.example/, https://*.clinic.example, http://localhost:8081',
      }).frameAncestors,
    ).toEqual(['https://www.clinic.example', 'https://*.clinic.example', 'http://localhost:8081']);
    for (const bad of [
      '*',
      "'self'",
      'https://clinic.example/page',
      'https://clinic.example; script-src *',
      'https://clinic.example https://other.example',
    ])
      expect(() => loadEnv({ FRAME_ANCESTORS: bad })).toThrow(/FRAME_ANCESTORS/);
  });
});

describe('secrets in environment errors', () => {
  it('a bad DATABASE_URL is reported without its password', () => {
    let message = '';
    try {
      loadEnv({ DATABASE_URL: 'mysql://admin:S3cret-pass@db.example/priyom' });
    } catch (error) {
      message = String((error as Error).message);
    }
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('S3cret-pass');
    expect(message).toContain('admin:***@db.example');
  });

  it('a too short VIDEO_ROOM_SECRET is refused without repeating it', () => {
    expect(() => loadEnv({ VIDEO_ROOM_SECRET: 'Short-Secret-7' })).toThrow(
      /^(?![\s\S]*Short-Secret-7)[\s\S]*VIDEO_ROOM_SECRET must be at least 32 characters/,
    );
    expect(loadEnv({}).videoRoomSecret).toBeNull();
  });

  it.each([
    ['postgres://user:pw@host:5432/db', 'postgres://user:***@host:5432/db'],
    ['postgres://host/db', 'postgres://host/db'],
    ['postgres://user@host/db', 'postgres://user@host/db'],
  ])('withoutPassword(%s) = %s', (value, shown) => {
    expect(withoutPassword(value)).toBe(shown);
  });
});
