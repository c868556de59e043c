/**
 * The accounts calls under /api (logic in server/auth/accounts-service.ts). Bodies
 * are checked against the contract: a body that is not JSON or breaks the wire shape is a 400 with
 * errors.basis.invalid_input; the spec's rules answer their own keys per field. Access tokens are
 * opaque (see server/auth/sessions.ts) and travel as `Authorization: Bearer …`. Nothing here logs a
 * body: phones, passwords, codes and tokens never reach the log.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  changePassword,
  changeUser,
  checkConfirmationCode,
  errorBody,
  errorKeys,
  getPersonalData,
  login,
  logout,
  recoverPassword,
  refreshTokens,
  register,
  sendConfirmationCode,
} from '../../src/api';
import type { AccountsService } from '../auth/accounts-service';
import { type Failure, isFailure } from '../auth/failure';
import type { Session } from '../auth/sessions';
import { invalidInputBody } from '../http/errors';

export interface AccountsRoutesDeps {
  service: AccountsService;
  authenticate: (accessToken: string) => Promise<Session | null>;
  /** The caller's address for the hourly limit and the audit trail. */
  clientAddress: (c: Context) => string;
}

/** The socket's remote address under @hono/node-server; 'unknown' elsewhere (tests, other runtimes). */
export function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The JSON body checked against a contract schema; null when it is not JSON or breaks the schema. */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S> | null> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return null;
  }
  const result = v.safeParse(schema, body);
  return result.success ? result.output : null;
}

function answerFailure(c: Context, fail: Failure) {
  if (fail.retryAfter !== undefined) c.header('Retry-After', String(fail.retryAfter));
  return c.json(errorBody(fail.lists), fail.status);
}

const bearer = (c: Context) => {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ?? null;
};

export function accountsRoutes({ service, authenticate: open, clientAddress }: AccountsRoutesDeps) {
  const session = async (c: Context) => {
    const token = bearer(c);
    return token ? open(token) : null;
  };
  const unauthorized = (c: Context, list: string) =>
    c.json(
      errorBody({
        unexpectedErrors: [],
        formErrors: [errorKeys.unauthorized],
        [list]: [errorKeys.unauthorized],
      }),
      401,
    );
  const badInput = (c: Context) => c.json(invalidInputBody(), 400);
  const send = <T>(c: Context, result: T | Failure, answer: (value: T) => unknown) =>
    isFailure(result) ? answerFailure(c, result) : c.json(answer(result) as object, 200);
  const ok = () => ({});

  return new Hono()
    .use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(invalidInputBody(), 413) }))
    .post(login.path, async (c) => {
      const input = await readBody(c, login.payload);
      return input ? send(c, await service.login(input, clientAddress(c)), (pair) => pair) : badInput(c);
    })
    .post(refreshTokens.path, async (c) => {
      const input = await readBody(c, refreshTokens.payload);
      return input ? send(c, await service.refresh(input, clientAddress(c)), (pair) => pair) : badInput(c);
    })
    .post(logout.path, async (c) => {
      const input = await readBody(c, logout.payload);
      if (!input) return badInput(c);
      await service.logout(input, clientAddress(c));
      return c.json({}, 200);
    })
    .post(changeUser.path, async (c) => {
      const input = await readBody(c, changeUser.payload);
      return input ? send(c, await service.changeUser(input, clientAddress(c)), (pair) => pair) : badInput(c);
    })
    .post(register.path, async (c) => {
      const input = await readBody(c, register.payload);
      return input ? send(c, await service.register(input, clientAddress(c)), (value) => value) : badInput(c);
    })
    .post(sendConfirmationCode.path, async (c) => {
      const input = await readBody(c, sendConfirmationCode.payload);
      return input ? send(c, await service.sendConfirmationCode(input, clientAddress(c)), ok) : badInput(c);
    })
    .post(checkConfirmationCode.path, async (c) => {
      const input = await readBody(c, checkConfirmationCode.payload);
      return input ? send(c, await service.checkConfirmationCode(input), ok) : badInput(c);
    })
    .post(recoverPassword.path, async (c) => {
      const input = await readBody(c, recoverPassword.payload);
      return input ? send(c, await service.recoverPassword(input, clientAddress(c)), ok) : badInput(c);
    })
    .post(changePassword.path, async (c) => {
      const current = await session(c);
      if (!current) return unauthorized(c, 'formErrors');
      const input = await readBody(c, changePassword.payload);
      return input
        ? send(c, await service.changePassword(current, input, clientAddress(c)), ok)
        : badInput(c);
    })
    .get(getPersonalData.path, async (c) => {
      const current = await session(c);
      if (!current) return unauthorized(c, 'personalDataErrors');
      return send(c, await service.personalData(current), (data) => data);
    });
}
