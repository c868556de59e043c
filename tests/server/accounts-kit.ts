/**
 * Shared set-up of the accounts suites: the seeded test app with the accounts wired to a clock, a
 * client address and a configuration the test controls, plus small request helpers.
 */
import type { KyselyPlugin } from 'kysely';
import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app';
import type { AccountLimits } from '../../server/auth/limits';
import type { TransportSet } from '../../server/transports/types';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import type { DialectName } from '../../server/db/schema';
import { type Configuration, parseWith, readDevOutbox, TokenPairSchema, type TokenPair } from '../../src/api';
import { openTestApp, requestApi, silentLogger, type TestApp } from './harness';

/** A parsed JSON answer (null for an empty body). */
export type Answer = Record<string, unknown> | null;

export const T0 = Date.parse('2026-11-23T10:00:00.000Z');

export interface AccountsTest extends TestApp {
  accounts: ReturnType<typeof createApp>;
  clock: { now: number };
  address: { value: string };
  config: { value: Configuration };
  post(
    path: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Answer; res: Response }>;
  get(path: string, token?: string): Promise<{ status: number; body: Answer; res: Response }>;
  /** The newest code the dev outbox holds for a phone. */
  lastCode(phone: string): Promise<string>;
  /** The id the last code send through `post` answered for a phone: only it finds that code. */
  codeRequest(phone: string): string | undefined;
  /** A phone number no other test of the file uses. */
  freshPhone(): string;
  /** Sends a password-recovery code to `phone`, past the wait after its last code, and answers it. */
  recoveryCode(phone: string): Promise<string>;
  /** Sends a registration code to `phone` and registers with it. */
  register(phone: string, newPassword: string): Promise<{ status: number; body: Answer; res: Response }>;
}

let phoneCounter = 0;

export async function openAccountsTest(
  dialect: DialectName,
  options: {
    transports?: TransportSet;
    logger?: Logger;
    limits?: Partial<AccountLimits>;
    /** Sees every query the accounts app makes (a test holding a transaction open at a chosen step). */
    plugin?: KyselyPlugin;
  } = {},
): Promise<AccountsTest> {
  const t = await openTestApp(dialect);
  const clock = { now: T0 };
  const address = { value: '10.0.0.1' };
  const config = { value: { ...DEMO_CONFIGURATION, waitingTime: 60 } };
  const accounts = createApp({
    db: options.plugin ? t.db.withPlugin(options.plugin) : t.db,
    staticDir: t.staticDir,
    logger: options.logger ?? silentLogger(),
    accounts: {
      now: () => clock.now,
      clientAddress: () => address.value,
      configuration: async () => config.value,
      transports: options.transports,
      limits: options.limits,
    },
  });
  const codeRequests = new Map<string, string>();
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const answer = await requestApi(accounts, method, path, {
      body,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    });
    const id = answer.body?.codeRequestId;
    if (path === '/messages/confirmation-code' && typeof id === 'string') {
      codeRequests.set((body as { phone: string }).phone, id);
    }
    return answer;
  };
  const lastCode = async (phone: string) => {
    const { body } = await call('GET', `/dev/outbox?phone=${phone}`);
    const { messages } = parseWith(readDevOutbox.answer, body, 'outbox');
    if (!messages[0]) throw new Error('no code in the outbox');
    return messages[0].code;
  };
  return {
    ...t,
    accounts,
    clock,
    address,
    config,
    post: (path, body, token, headers) => call('POST', path, body, token, headers),
    get: (path, token) => call('GET', path, undefined, token),
    lastCode,
    codeRequest: (phone) => codeRequests.get(phone),
    async recoveryCode(phone) {
      clock.now += 61_000;
      const sent = await call('POST', '/messages/confirmation-code', {
        phone,
        type: 'password_recovery',
        transport: 'sms',
      });
      if (sent.status !== 200) throw new Error(`recovery code not sent: ${sent.status}`);
      return lastCode(phone);
    },
    async register(phone, newPassword) {
      await call('POST', '/messages/confirmation-code', { phone, type: 'registration', transport: 'sms' });
      const { body } = await call('GET', `/dev/outbox?phone=${phone}`);
      const code = parseWith(readDevOutbox.answer, body, 'outbox').messages[0]?.code ?? '';
      const codeRequestId = codeRequests.get(phone);
      return call('POST', '/clients/registration', {
        name: '',
        surname: 'Тестов',
        phone,
        code,
        newPassword,
        codeRequestId,
      });
    },
    freshPhone: () =>
      `7990${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`,
  };
}

/** The calling suite's accounts test: opened before its tests, closed after them. */
export function suiteAccountsTest(
  dialect: DialectName,
  options: Parameters<typeof openAccountsTest>[1] = {},
): AccountsTest {
  const test = {} as AccountsTest;
  beforeAll(async () => {
    Object.assign(test, await openAccountsTest(dialect, options));
  });
  afterAll(async () => {
    await test.close?.();
  });
  return test;
}

/** The Cookie header that sends back the device cookie an answer set (empty when it set none). */
export function deviceCookieOf(res: Response): Record<string, string> {
  const set = /(?:^|,\s*)(priyom_device=[^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  return set?.[1] ? { cookie: set[1] } : {};
}

/** What an error answer of the API holds besides the lists named. */
export const lists = (named: Record<string, string[]>) => ({
  unexpectedErrors: [],
  formErrors: [],
  ...named,
});

/** The token pair of an answer (login, refresh, change-user) or of a registration's tokensPair. */
export const pairOf = (body: Answer): TokenPair =>
  parseWith(TokenPairSchema, body && 'tokensPair' in body ? body.tokensPair : body, 'token pair');
