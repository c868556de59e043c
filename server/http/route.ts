/**
 * Routes as declarations: a route names its call (src/api: method, path, payload and answer schemas)
 * and says who may call it, what it reads and what it may cost; this file turns that into Hono
 * middleware in one fixed order, so every call answers the same failures the same way:
 *
 *   another site (403, limited routes only) → body size (413) → session (401) → available (404)
 *   → path parameters (404, or 400) → load (the route's own lookups) → Idempotency-Key (400)
 *   → input (400) → limits (429) → handle (→ a miss-only limit given back unless the answer is 404)
 *
 * `handle` answers a value (checked against the call's answer schema, sent as JSON 200), a failure
 * (`Failed<HttpFailure>` from auth/failure.ts: its status and error lists) or a Response of its own (memoised JSON, files).
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import {
  type AnswerOf,
  type Call,
  type Configuration,
  errorBody,
  type Failed,
  errorKeys,
  IDEMPOTENCY_KEY_PATTERN,
  type Method,
  parseWith,
} from '../../src/api';
import { type HttpFailure, isFailed } from '../auth/failure';
import { type CounterScope, giveBack, secondsToNextHour, takeAll } from '../auth/message-counters';
import { authenticate, type Session } from '../auth/sessions';
import type { Database } from '../db/schema';
import { limitBody } from './body-limit';
import { addressKey, socketAddress } from './client-address';
import { sendJson } from './compression';
import { declareHandler } from './route-declarations';
import { invalidInputBody, notFoundBody } from './errors';
import { refuseCrossSite } from './same-origin';
import {
  badInput,
  inputCheck,
  type ParamKind,
  type ParamValues,
  paramsCheck,
  type QueryReader,
} from './route-input';

export type Auth = 'public' | 'client';

/**
 * What the routes of a router share: the database and clock of sessions and limits (routes with
 * neither need none) and the caller's address (default: the socket's).
 */
export interface RouteEnv {
  db?: Kysely<Database>;
  now?: () => number;
  /** The caller's address (TRUST_PROXY-aware, client-address.ts), for limits and the audit trail. */
  clientAddress?: (c: Context) => string;
}

/**
 * What every area's router is built over (`<area>Routes` in routes/): the app's database, its
 * configuration read and the caller's address. An area takes these and its own options, and answers one
 * router the app mounts under /api.
 */
export interface AreaDeps {
  db: Kysely<Database>;
  configuration: () => Promise<Configuration>;
  clientAddress?: (c: Context) => string;
}

export interface RouteContext<I, A extends Auth, P extends Record<string, ParamKind>, L> {
  input: I;
  session: A extends 'client' ? Session : null;
  params: ParamValues<P>;
  loaded: Exclude<L, Response>;
  /** The caller's address as limits count it: an IPv6 client's /64 (client-address.ts addressKey). */
  address: string;
  /** The Idempotency-Key header of an `idempotent` route; null when not sent. */
  idempotencyKey: string | null;
}

/** At most `max` requests per clock hour and key, counted in the database so it holds across instances. */
export interface RouteLimit<I> {
  scope: CounterScope;
  max: number;
  key: (ctx: { address: string; session: Session | null; input: I }) => string;
  /**
   * Counts only the requests answered 404 (a key that names nothing): the one taken is given back for
   * any other answer, so using one's own link spends nothing while guessing does. At the limit every
   * request is refused, those that would be found too, or a guesser would still tell a hit (answered)
   * from a miss (429).
   */
  missesOnly?: boolean;
}

export interface RouteSpec<C extends Call, A extends Auth, I, P extends Record<string, ParamKind>, L> {
  auth: A;
  /** The call's own list that a 401 names beside formErrors. */
  unauthorizedList?: string;
  /** False while the feature is switched off: the call does not exist (404). */
  available?: (c: Context) => Promise<boolean>;
  params?: P;
  /** The answer to a path parameter that does not fit (default 404: it names nothing). */
  badParam?: 400 | 404;
  /** The route's lookups before its input is read (an unknown clinic is a 404); a Response stops. */
  load?: (c: Context, ctx: { params: ParamValues<P> }) => Promise<L | Response>;
  /** Reads an optional Idempotency-Key header (1–200 visible ASCII characters). */
  idempotent?: boolean;
  /** Instead of the call's payload: a stricter schema of the server's, or a query reader. */
  input?: v.GenericSchema<unknown, I> | QueryReader<I>;
  /** Not a source of `I`: a limit shared by several routes (keyed by address alone) leaves it to the call. */
  limits?: readonly RouteLimit<NoInfer<I>>[];
  /** Bytes a request body may hold (default 16 KiB). */
  maxBodyBytes?: number;
  handle: (
    c: Context,
    ctx: RouteContext<I, A, P, L>,
  ) => Promise<AnswerOf<C> | Failed<HttpFailure> | Response> | AnswerOf<C> | Failed<HttpFailure> | Response;
}

export interface Route {
  method: Method;
  /** Hono's pattern: `{name}` → `:name`. */
  path: string;
  handlers: (env: RouteEnv) => MiddlewareHandler[];
}

type Vars = { Variables: { session: Session | null; loaded: unknown; idempotencyKey: string | null } };

const DEFAULT_MAX_BODY = 16 * 1024;

export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const bearer = (c: Context) =>
  /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? null;

/** The session of the request's access token; null without a token, or with one not (or no longer) valid. */
export async function requestSession(c: Context, db: Kysely<Database>, now: number): Promise<Session | null> {
  const token = bearer(c);
  return token ? authenticate(db, now, token) : null;
}

/** 401 in the error-list shape; `list` names the call's own list, which gets the key too. */
function unauthorized(c: Context, list?: string) {
  const lists = { unexpectedErrors: [], formErrors: [errorKeys.unauthorized] };
  return c.json(errorBody(list ? { ...lists, [list]: [errorKeys.unauthorized] } : lists), 401);
}

function answerFailure(c: Context, { error }: Failed<HttpFailure>) {
  if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
  return c.json(errorBody(error.errors), error.status);
}

export function defineRoute<
  C extends Call,
  A extends Auth,
  I = v.InferOutput<C['payload']>,
  P extends Record<string, ParamKind> = Record<never, ParamKind>,
  L = undefined,
>(call: C, spec: RouteSpec<C, A, I, P, L>): Route {
  const where = `${call.method} ${call.path}`;
  const input = spec.input ?? (call.payload as v.GenericSchema<unknown, I>);
  return {
    method: call.method,
    path: honoPath(call.path),
    handlers: (env) => {
      const { db, now = Date.now, clientAddress = socketAddress } = env;
      if (!db && (spec.auth === 'client' || spec.limits?.length)) {
        throw new Error(`${where} checks sessions or limits: its router needs the database`);
      }
      const steps: MiddlewareHandler[] = [];
      // Another site's page must not spend a visitor's allowance (same-origin.ts marks its requests).
      if (spec.limits?.length)
        steps.push(async (c, next) => (c.get('crossSite') ? refuseCrossSite(c) : next()));
      steps.push(limitBody(spec.maxBodyBytes ?? DEFAULT_MAX_BODY, (c) => c.json(invalidInputBody(), 413)));
      if (spec.auth === 'client') {
        steps.push(
          createMiddleware<Vars>(async (c, next) => {
            const session = await requestSession(c, db as Kysely<Database>, now());
            if (!session) return unauthorized(c, spec.unauthorizedList);
            c.set('session', session);
            await next();
          }),
        );
      }
      const { available, load, params, limits } = spec;
      if (available) {
        steps.push(async (c, next) => ((await available(c)) ? next() : c.json(notFoundBody(), 404)));
      }
      if (params) steps.push(paramsCheck(params, spec.badParam ?? 404));
      if (load) {
        steps.push(
          createMiddleware<Vars>(async (c, next) => {
            const loaded = await load(c, { params: paramsOf<P>(c) });
            if (loaded instanceof Response) return loaded;
            c.set('loaded', loaded);
            await next();
          }),
        );
      }
      if (spec.idempotent) {
        steps.push(
          validator('header', (headers: Record<string, string>, c) => {
            const key = headers['idempotency-key'] ?? null;
            if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) return badInput(c);
            c.set('idempotencyKey', key);
            return headers;
          }),
        );
      }
      steps.push(inputCheck(call.method, input));
      const answerStep = createMiddleware<Vars>(async (c) => {
        const session = c.get('session') ?? null;
        const ctx = {
          input: (call.method === 'POST' && typeof input !== 'function'
            ? c.req.valid('json' as never)
            : c.req.valid('query' as never)) as I,
          session,
          params: paramsOf<P>(c),
          loaded: c.get('loaded') as L,
          address: addressKey(clientAddress(c)),
          idempotencyKey: c.get('idempotencyKey') ?? null,
        };
        // All of a route's limits are taken together or not at all: a refused request writes nothing.
        const at = now();
        const counted = (limits ?? []).map((limit) => ({
          scope: limit.scope,
          key: limit.key(ctx),
          max: limit.max,
          missesOnly: limit.missesOnly ?? false,
        }));
        if (counted.length > 0 && !(await takeAll(db as Kysely<Database>, at, counted))) {
          c.header('Retry-After', String(secondsToNextHour(at)));
          return c.json(errorBody({ unexpectedErrors: [], formErrors: [errorKeys.tooManyRequests] }), 429);
        }
        const answer = await spec.handle(c, ctx as RouteContext<I, A, P, L>);
        const res =
          answer instanceof Response
            ? answer
            : isFailed(answer)
              ? answerFailure(c, answer)
              : await sendJson(c, parseWith(call.answer, answer, where));
        if (res.status !== 404) {
          for (const limit of counted)
            if (limit.missesOnly) await giveBack(db as Kysely<Database>, at, limit);
        }
        return res;
      });
      // The API document reads the served routes back from the app through this mark.
      declareHandler(answerStep, {
        call,
        auth: spec.auth,
        params: spec.params ?? {},
        idempotent: spec.idempotent ?? false,
        limited: (limits?.length ?? 0) > 0,
        checksBody: call.method === 'POST',
      });
      steps.push(answerStep);
      return steps;
    },
  };
}

const paramsOf = <P extends Record<string, ParamKind>>(c: Context) =>
  ((c.req.valid as (target: string) => unknown)('param') ?? {}) as ParamValues<P>;

/** One router of declared routes over a shared environment. */
export function routerOf(routes: readonly Route[], env: RouteEnv = {}): Hono {
  const router = new Hono();
  for (const route of routes) router.on(route.method, [route.path], ...route.handlers(env));
  return router;
}
