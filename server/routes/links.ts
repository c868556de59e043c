/**
 * Personal links under /api: the appointment behind a confirmation link and confirming or cancelling it,
 * the feedback behind a feedback link and sending it, and short links. The key in the link is the only
 * authority: every call counts against the client's address first (429 past the limit), and a wrong key
 * answers as an unknown one. Logic lives in server/links.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  type Call,
  confirmAppointmentUsingClientAccessKey as confirmCall,
  createClientFeedback,
  errorBody,
  errorKeys,
  FEEDBACK_COMMENT_MAX,
  fetchShortLinkRedirectUrl,
  getAppointmentByClientAccessKey as byKeyCall,
  getClientFeedback,
  IDEMPOTENCY_KEY_PATTERN,
  linkErrorKeys,
  parseWith,
} from '../../src/api';
import { runIdempotent, type StoredAnswer } from '../appointments/idempotency';
import { countMessage } from '../auth/message-counters';
import type { Database } from '../db/schema';
import { apiNotFound, invalidInputBody } from '../http/errors';
import { findByAccessKey, isOutdated, setStatusByAccessKey } from '../links/access-keys';
import { createFeedback, findFeedbackKey } from '../links/feedback';
import { feedbackGoneBody, outdatedBody } from '../links/link-answers';
import { resolveShortLink } from '../links/short-links';
import { type BookingClock, bookingWindow, DEFAULT_HORIZON_DAYS } from '../schedule/booking-clock';
import { readBody, socketAddress } from './accounts';

export interface LinksRoutesDeps {
  db: Kysely<Database>;
  clock: BookingClock;
  clientAddress: (c: Context) => string;
  /** Key lookups one address may make per clock hour. */
  lookupsPerAddressPerHour: number;
}

export const DEFAULT_LINK_LOOKUPS_PER_HOUR = 60;

const badInput = (c: Context) => c.json(invalidInputBody(), 400);
const gone = (c: Context) => c.json(outdatedBody(), 410);

/** The Idempotency-Key header: absent (null), valid, or bad input (false). */
function idempotencyKey(c: Context): string | null | false {
  const key = c.req.header('Idempotency-Key') ?? null;
  return key === null || IDEMPOTENCY_KEY_PATTERN.test(key) ? key : false;
}

/** An idempotent call's answer: marked when replayed, checked against the contract when a success. */
function sendStored(c: Context, answer: StoredAnswer & { replayed: boolean }, call: Call) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  if (answer.status === 200) parseWith(call.answer, answer.body, `${call.method} ${call.path}`);
  return c.json(answer.body, answer.status as 200);
}

export function linksRoutes({ db, clock, clientAddress, lookupsPerAddressPerHour }: LinksRoutesDeps) {
  /** Counts a lookup; the 429 answer once the address has made too many this hour. */
  const limited = async (c: Context) => {
    const count = await countMessage(db, clock.now(), 'link-address', clientAddress(c));
    if (count <= lookupsPerAddressPerHour) return null;
    c.header('Retry-After', String(Math.ceil((3600_000 - (clock.now() % 3600_000)) / 1000)));
    return c.json(errorBody({ unexpectedErrors: [], formErrors: [errorKeys.tooManyRequests] }), 429);
  };

  return new Hono()
    .use('*', bodyLimit({ maxSize: 128 * 1024, onError: (c) => c.json(invalidInputBody(), 413) }))
    .get(byKeyCall.path, async (c) => {
      const input = parseQuery(c);
      if (!input) return badInput(c);
      const tooMany = await limited(c);
      if (tooMany) return tooMany;
      const appointment = await findByAccessKey(db, input.clientAccessKey);
      if (!appointment) return apiNotFound(c);
      const { now } = await bookingWindow(clock);
      if (isOutdated(appointment, clock.now(), now) || isOutdated(appointment, clock.now(), input))
        return gone(c);
      const { date, time, doctorFullName } = appointment;
      return c.json(parseWith(byKeyCall.answer, { date, time, doctorFullName }, `GET ${byKeyCall.path}`));
    })
    .post(confirmCall.path, async (c) => {
      const key = idempotencyKey(c);
      const input = await readBody(c, confirmCall.payload);
      if (key === false || !input) return badInput(c);
      const tooMany = await limited(c);
      if (tooMany) return tooMany;
      const appointment = await findByAccessKey(db, input.clientAccessKey);
      if (!appointment) return apiNotFound(c);
      // A removed appointment says so; an expired key leads nowhere.
      if (!appointment.deleted && isOutdated(appointment, clock.now())) return gone(c);
      // Read before the transaction: the time zone comes through the pool.
      const { now } = await bookingWindow(clock);
      const at = clock.now();
      const answer = await runIdempotent(
        db,
        { clientId: appointment.clientId, key, request: ['confirm-by-link', input], now: at },
        (trx) => setStatusByAccessKey(trx, { key: input.clientAccessKey, status: input.status, now, at }),
      );
      return sendStored(c, answer, confirmCall);
    })
    .post(getClientFeedback.path, async (c) => {
      const input = await readBody(c, getClientFeedback.payload);
      if (!input) return badInput(c);
      const tooMany = await limited(c);
      if (tooMany) return tooMany;
      const feedback = await findFeedbackKey(db, input.key, clock.now());
      if (!feedback) return apiNotFound(c);
      if (feedback.gone) return c.json(feedbackGoneBody(), 410);
      const answer = { doctorFullName: feedback.doctorFullName };
      return c.json(parseWith(getClientFeedback.answer, answer, `POST ${getClientFeedback.path}`));
    })
    .post(createClientFeedback.path, async (c) => {
      const key = idempotencyKey(c);
      const input = await readBody(c, createClientFeedback.payload);
      if (key === false || !input) return badInput(c);
      const comment = input.comment.trim();
      if (comment.length > FEEDBACK_COMMENT_MAX) {
        return c.json(
          errorBody({ unexpectedErrors: [], formErrors: [], comment: [linkErrorKeys.commentTooLong] }),
          400,
        );
      }
      const tooMany = await limited(c);
      if (tooMany) return tooMany;
      const at = clock.now();
      const feedback = await findFeedbackKey(db, input.key, at);
      if (!feedback) return apiNotFound(c);
      const answer = await runIdempotent(
        db,
        { clientId: feedback.clientId, key, request: ['create-feedback', input], now: at },
        (trx) => createFeedback(trx, { ...input, comment }, at),
      );
      return sendStored(c, answer, createClientFeedback);
    })
    .post(fetchShortLinkRedirectUrl.path, async (c) => {
      const input = await readBody(c, fetchShortLinkRedirectUrl.payload);
      if (!input) return badInput(c);
      const tooMany = await limited(c);
      if (tooMany) return tooMany;
      const url = await resolveShortLink(db, input.key, clock.now());
      if (url === null) return apiNotFound(c);
      if (url === 'expired') return gone(c);
      return c.json(
        parseWith(fetchShortLinkRedirectUrl.answer, { url }, `POST ${fetchShortLinkRedirectUrl.path}`),
      );
    });
}

/** The lookup's query, each parameter given exactly once; null when bad. */
function parseQuery(c: Context) {
  const single = (name: string) => {
    const values = c.req.queries(name);
    return values?.length === 1 ? values[0] : undefined;
  };
  const query = { clientAccessKey: single('clientAccessKey'), date: single('date'), time: single('time') };
  const result = v.safeParse(byKeyCall.payload, query);
  return result.success ? result.output : null;
}

export interface LinksOptions {
  /** The clock (tests move it); default Date.now. */
  now?: () => number;
  clientAddress?: (c: Context) => string;
  lookupsPerAddressPerHour?: number;
}

/** The link routes over the app's database, with the network's time zone from its configuration. */
export function mountableLinksRoutes(
  db: Kysely<Database>,
  configuration: () => Promise<{ timeZone: string }>,
  options: LinksOptions = {},
) {
  return linksRoutes({
    db,
    clock: {
      now: options.now ?? Date.now,
      timeZone: async () => (await configuration()).timeZone,
      horizonDays: DEFAULT_HORIZON_DAYS,
    },
    clientAddress: options.clientAddress ?? socketAddress,
    lookupsPerAddressPerHour: options.lookupsPerAddressPerHour ?? DEFAULT_LINK_LOOKUPS_PER_HOUR,
  });
}
