/**
 * The accounts calls under /api (logic in server/auth/accounts-service.ts). A body that is not JSON or
 * breaks the wire shape is a 400 with errors.basis.invalid_input; the accounts rules answer their own
 * keys per field. Access tokens are opaque (server/auth/sessions.ts) and travel as
 * `Authorization: Bearer …`. Nothing here logs a body: phones, passwords, codes and tokens never reach
 * the log. The service runs over the transports given (the dev outbox unless others are), and only while
 * the outbox is on GET /api/dev/outbox exists.
 */
import type * as v from 'valibot';
import {
  type AnswerOf,
  type Call,
  type Configuration,
  changePassword,
  type Failed,
  changeUser,
  checkConfirmationCode,
  getPersonalData,
  login,
  logout,
  recoverPassword,
  refreshTokens,
  register,
  sendConfirmationCode,
} from '../../src/api';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { type AccountsService, createAccountsService } from '../auth/accounts-service';
import { type HttpFailure, isFailed } from '../auth/failure';
import { deviceToken } from '../auth/known-devices';
import { type AccountLimits, DEFAULT_LIMITS } from '../auth/limits';
import { type AreaDeps, defineRoute, routerOf } from '../http/route';
import type { Logger } from '../logger';
import { createOutboxTransports } from '../transports/outbox';
import type { TransportSet } from '../transports/types';
import { devOutboxRouteList } from './dev-outbox';

/** A public call the service answers from its checked input and the caller's address. */
const publicCall = <C extends Call>(
  call: C,
  run: (input: v.InferOutput<C['payload']>, address: string) => Promise<AnswerOf<C> | Failed<HttpFailure>>,
) => defineRoute(call, { auth: 'public', handle: (_, { input, address }) => run(input, address) });

/**
 * The cookie that names a device which proved a phone (known-devices.ts): only ever sent back to the
 * API, over HTTPS, never to scripts or with another site's requests.
 */
const DEVICE_COOKIE = 'priyom_device';

/**
 * Runs a call that can prove a phone with the caller's device token (the cookie's, or a fresh one);
 * on success the cookie is (re)set, so the device stays known from its last proof.
 */
async function withDevice<T>(
  c: Context,
  lifetimeMs: number,
  run: (device: string) => Promise<T | Failed<HttpFailure>>,
) {
  const device = deviceToken(getCookie(c, DEVICE_COOKIE));
  const answer = await run(device);
  if (!isFailed(answer)) {
    setCookie(c, DEVICE_COOKIE, device, {
      path: '/api',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      maxAge: Math.floor(lifetimeMs / 1000),
    });
  }
  return answer;
}

/** A public call that can prove a phone: the service gets the caller's device token too. */
const deviceCall = <C extends Call>(
  call: C,
  lifetimeMs: number,
  run: (
    input: v.InferOutput<C['payload']>,
    address: string,
    device: string,
  ) => Promise<AnswerOf<C> | Failed<HttpFailure>>,
) =>
  defineRoute(call, {
    auth: 'public',
    handle: (c, { input, address }) => withDevice(c, lifetimeMs, (device) => run(input, address, device)),
  });

export interface AccountsOptions {
  transports?: TransportSet;
  limits?: Partial<AccountLimits>;
  now?: () => number;
  /** The caller's address for every area's limits and audit (TRUST_PROXY-aware from main.ts). */
  clientAddress?: (c: Context) => string;
  /** Overrides the app's configuration read (tests change waitingTime or transports). */
  configuration?: () => Promise<Configuration>;
}

export function accountsRoutes({
  db,
  configuration,
  clientAddress,
  logger,
  options = {},
}: AreaDeps & { logger: Logger; options?: AccountsOptions }): Hono {
  const now = options.now ?? Date.now;
  const transports = options.transports ?? createOutboxTransports(logger, now);
  if (transports.outbox) {
    logger.warn('dev outbox transport on: codes go to the log and GET /api/dev/outbox (never in production)');
  }
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const service = createAccountsService({
    db,
    transports,
    limits,
    configuration: options.configuration ?? configuration,
    now,
    logger,
  });
  return routerOf(
    [
      ...accountsRouteList(service, limits.knownDeviceLifetimeMs),
      ...(transports.outbox ? devOutboxRouteList(transports.outbox) : []),
    ],
    { db, now, clientAddress },
  );
}

function accountsRouteList(service: AccountsService, deviceLifetimeMs: number) {
  return [
    deviceCall(login, deviceLifetimeMs, service.login),
    publicCall(refreshTokens, service.refresh),
    // Idempotent by nature (a revoked family stays revoked, the answer is always {}); it takes an
    // Idempotency-Key like the other calls the offline queue may send twice.
    defineRoute(logout, {
      auth: 'public',
      idempotent: true,
      handle: async (_, { input, address }) => {
        await service.logout(input, address);
        return {};
      },
    }),
    publicCall(changeUser, service.changeUser),
    deviceCall(register, deviceLifetimeMs, service.register),
    publicCall(sendConfirmationCode, service.sendConfirmationCode),
    deviceCall(checkConfirmationCode, deviceLifetimeMs, service.checkConfirmationCode),
    deviceCall(recoverPassword, deviceLifetimeMs, service.recoverPassword),
    defineRoute(changePassword, {
      auth: 'client',
      unauthorizedList: 'formErrors',
      handle: (c, { input, session, address }) =>
        withDevice(c, deviceLifetimeMs, (device) => service.changePassword(session, input, address, device)),
    }),
    defineRoute(getPersonalData, {
      auth: 'client',
      unauthorizedList: 'personalDataErrors',
      handle: (_, { session }) => service.personalData(session),
    }),
  ];
}
