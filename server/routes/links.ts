/**
 * Personal links under /api: the appointment behind a confirmation link and confirming, cancelling or
 * moving it (with the move's schedule, the visit's own span free),
 * the feedback behind a feedback link and sending it, short links, and a call link's video room (its
 * name and password). The key in the link is the only authority: every key that names nothing counts against one per-address counter (429 past the limit),
 * so guessing keys through any mix of the calls costs the same, and a wrong key answers as an unknown
 * one; another site's requests are refused before they count (route.ts). Logic lives in server/links.
 */
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  type AppointmentStatusValue,
  confirmAppointmentUsingClientAccessKey as confirmCall,
  createClientFeedback,
  FEEDBACK_COMMENT_MAX,
  fetchShortLinkRedirectUrl,
  getAppointmentByClientAccessKey as byKeyCall,
  getClientFeedback,
  getMoveScheduleUsingClientAccessKey as moveScheduleCall,
  getVideoRoom,
  linkErrorKeys,
  moveAppointmentUsingClientAccessKey as moveCall,
} from '../../src/api';
import { changeUntil, type NoticeSettings } from '../appointments/change-notice';
import { DEFAULT_BOOKING_LIMITS } from '../appointments/book-appointment';
import { moveClientAppointment, readMoveDeps } from '../appointments/move-appointment';
import { type ClinicHoursMemo, createClinicHoursMemo } from '../schedule/clinic-hours-memo';
import { DEFAULT_HOLD_MS } from '../waitlist/hold-freed';
import { runIdempotent, sendIdempotent } from '../appointments/idempotency';
import type { ScheduleAnswers } from '../schedule/schedule-answers';
import { readSchedule } from '../schedule/read-schedule';
import { failure } from '../auth/failure';
import type { Database } from '../db/schema';
import { apiNotFound } from '../http/errors';
import { subnetKey } from '../http/address-subnet';
import { type AreaDeps, defineRoute, type RouteLimit, routerOf } from '../http/route';
import { findByAccessKey, isOutdated, setStatusByAccessKey } from '../links/access-keys';
import { createFeedback, findFeedbackKey } from '../links/feedback';
import { feedbackGoneBody, outdatedBody } from '../links/link-answers';
import { resolveShortLink } from '../links/short-links';
import { findCallKey, roomName, roomPassword, videoRoomSecret } from '../links/video-room';
import { type BookingClock, bookingWindow, configuredClock } from '../schedule/booking-clock';

interface LinksRouteDeps {
  db: Kysely<Database>;
  clock: BookingClock;
  /** Key lookups one address may make per clock hour, over all the link calls together. */
  lookupsPerAddressPerHour: number;
  /** The secret video room names and passwords are derived from (server/links/video-room.ts). */
  videoRoomSecret: () => Promise<string>;
  /** The network's configuration: its time zone and the clinics' notice before a visit. */
  settings: () => Promise<NoticeSettings>;
  /** The clinics' hours (a move checks the new time against them). */
  hours: ClinicHoursMemo;
  /** How long the waitlist holds a time a cancel or move frees. */
  holdMs: number;
  /** A client's bookings a day; a move by the link counts as one. */
  dailyBookings: number;
  /** The schedule's kept answers, dropped by a change made here as by one through the booking routes. */
  answers?: ScheduleAnswers;
}

export const DEFAULT_LINK_LOOKUPS_PER_HOUR = 60;

/**
 * The one per-address counter of every call by key (these and the waitlist offer's), so guessing costs
 * the same through any of them. Only keys that name nothing count: a patient opening their own link
 * again, or many patients behind one address (a clinic's office, a carrier's NAT), spend nothing.
 */
export const linkAddressLimit = (max: number): readonly RouteLimit<unknown>[] => [
  { scope: 'link-address', max, key: ({ address }) => address, missesOnly: true },
  // An IPv6 /48 holds 65 536 /64s, each an address of its own: together they get four addresses' worth.
  {
    scope: 'link-subnet',
    max: max * LINK_SUBNET_ADDRESSES,
    key: ({ address }) => subnetKey(address),
    missesOnly: true,
  },
];

/** How many addresses' worth of unknown keys one IPv6 /48 gets (an IPv4 address is its own). */
export const LINK_SUBNET_ADDRESSES = 4;

/**
 * A feedback's body: the comment may carry up to 4 × 8192 characters before trimming (src/api/links.ts),
 * which in Cyrillic is 64 KiB of UTF-8, far past the 16 KiB the other calls allow.
 */
const FEEDBACK_MAX_BODY = 128 * 1024;

const gone = (c: Context) => c.json(outdatedBody(), 410);

function linksRouteList({
  db,
  clock,
  lookupsPerAddressPerHour,
  videoRoomSecret,
  settings,
  hours,
  holdMs,
  dailyBookings,
  answers,
}: LinksRouteDeps) {
  const perAddress = linkAddressLimit(lookupsPerAddressPerHour);
  /**
   * The link's appointment to change, or the answer: 404 unknown key, 410 expired. A removed appointment
   * is let through to say so (409 from the change).
   */
  const actionable = async (c: Context, key: string) => {
    const appointment = await findByAccessKey(db, key);
    if (!appointment) return apiNotFound(c);
    if (!appointment.deleted && isOutdated(appointment, clock.now())) return gone(c);
    return appointment;
  };
  return [
    defineRoute(byKeyCall, {
      auth: 'public',
      limits: perAddress,
      handle: async (c, { input }) => {
        const appointment = await findByAccessKey(db, input.clientAccessKey);
        if (!appointment) return apiNotFound(c);
        const { now } = await bookingWindow(clock);
        const at = clock.now();
        // Begun by the server's clinic-local clock or by the browser's, whichever is later.
        if (isOutdated(appointment, at, now) || isOutdated(appointment, at, input)) return gone(c);
        const { date, time, doctorFullName, status, clinicId, doctorId, serviceId, clinicPhone } =
          appointment;
        return {
          date,
          time,
          doctorFullName,
          // The column holds the status numbers only; the answer's schema check stops any other.
          status: status as AppointmentStatusValue,
          clinicId,
          doctorId,
          serviceId,
          clinicPhone,
          changeUntil: changeUntil(await settings(), appointment),
        };
      },
    }),
    defineRoute(confirmCall, {
      auth: 'public',
      idempotent: true,
      limits: perAddress,
      handle: async (c, { input, idempotencyKey: key }) => {
        const appointment = await actionable(c, input.clientAccessKey);
        if (appointment instanceof Response) return appointment;
        // Read before the transaction: the configuration comes through the pool.
        const { now } = await bookingWindow(clock);
        const freeing = { now, at: clock.now(), settings: await settings(), holdMs };
        const answer = await runIdempotent(
          db,
          { clientId: appointment.clientId, key, request: ['confirm-by-link', input], now: freeing.at },
          (trx) =>
            setStatusByAccessKey(
              trx,
              { key: input.clientAccessKey, status: input.status, shown: input.shown },
              freeing,
            ),
        );
        if (answer.status === 200 && !answer.replayed) answers?.invalidate();
        return sendIdempotent(c, confirmCall, answer);
      },
    }),
    defineRoute(moveCall, {
      auth: 'public',
      idempotent: true,
      limits: perAddress,
      handle: async (c, { input, idempotencyKey: key }) => {
        const appointment = await actionable(c, input.clientAccessKey);
        if (appointment instanceof Response) return appointment;
        const deps = await readMoveDeps(
          { clock, hours, settings, holdMs, dailyBookings },
          appointment.clinicId,
        );
        const { clientId, id: appointmentId } = appointment;
        const answer = await runIdempotent(
          db,
          { clientId, key, request: ['move-by-link', input], now: deps.at },
          (trx) =>
            moveClientAppointment(
              trx,
              { appointmentId, clientId, date: input.date, time: input.time, by: 'link' },
              deps,
            ),
        );
        if (answer.status === 200 && !answer.replayed) answers?.invalidate();
        return sendIdempotent(c, moveCall, answer);
      },
    }),
    defineRoute(moveScheduleCall, {
      auth: 'public',
      limits: perAddress,
      handle: async (c, { input }) => {
        const appointment = await actionable(c, input.clientAccessKey);
        if (appointment instanceof Response) return appointment;
        const { clinicId, doctorId, serviceId, id, clientId } = appointment;
        const window = await bookingWindow(clock);
        const clinic = await hours.get(clinicId, window);
        // The key is the authority for this one visit: its own span is free, read for this request alone.
        const query = { doctorIds: [doctorId], entryTypeId: serviceId, date: input.date };
        const days =
          clinic &&
          (await readSchedule(db, window, clinicId, clinic, query, { appointmentId: id, clientId }));
        return days ?? apiNotFound(c);
      },
    }),
    defineRoute(getClientFeedback, {
      auth: 'public',
      limits: perAddress,
      handle: async (c, { input }) => {
        const feedback = await findFeedbackKey(db, input.key, clock.now());
        if (!feedback) return apiNotFound(c);
        if (feedback.gone) return c.json(feedbackGoneBody(), 410);
        return { doctorFullName: feedback.doctorFullName };
      },
    }),
    defineRoute(createClientFeedback, {
      auth: 'public',
      idempotent: true,
      limits: perAddress,
      maxBodyBytes: FEEDBACK_MAX_BODY,
      handle: async (c, { input, idempotencyKey: key }) => {
        const comment = input.comment.trim();
        if (comment.length > FEEDBACK_COMMENT_MAX) {
          return failure(400, { comment: [linkErrorKeys.commentTooLong] });
        }
        const at = clock.now();
        const feedback = await findFeedbackKey(db, input.key, at);
        if (!feedback) return apiNotFound(c);
        const answer = await runIdempotent(
          db,
          { clientId: feedback.clientId, key, request: ['create-feedback', input], now: at },
          (trx) => createFeedback(trx, { ...input, comment }, at),
        );
        return sendIdempotent(c, createClientFeedback, answer);
      },
    }),
    defineRoute(fetchShortLinkRedirectUrl, {
      auth: 'public',
      limits: perAddress,
      handle: async (c, { input }) => {
        const url = await resolveShortLink(db, input.key, clock.now());
        if (url === null) return apiNotFound(c);
        if (url === 'expired') return gone(c);
        return { url };
      },
    }),
    defineRoute(getVideoRoom, {
      auth: 'public',
      limits: perAddress,
      handle: async (c, { input }) => {
        const call = await findCallKey(db, input.key, clock.now());
        if (call === null) return apiNotFound(c);
        if (call === 'outdated') return gone(c);
        const secret = await videoRoomSecret();
        return { room: roomName(secret, input.key), password: roomPassword(secret, input.key) };
      },
    }),
  ];
}

export interface LinksOptions {
  /** The clock (tests move it); default Date.now. */
  now?: () => number;
  lookupsPerAddressPerHour?: number;
  /** VIDEO_ROOM_SECRET; null or absent: a random secret kept in the database. */
  videoRoomSecret?: string | null;
  /** How long the waitlist holds a time a cancel or move frees (default 15 minutes). */
  waitlistHoldMs?: number;
  /** A client's bookings a day, a move by the link counted as one (default the booking's). */
  dailyBookings?: number;
  /** The schedule's kept answers, shared with the booking routes. */
  answers?: ScheduleAnswers;
}

/** The link routes, with the network's time zone and the clinics' notice from its configuration. */
export function linksRoutes({
  db,
  configuration,
  clientAddress,
  options = {},
}: AreaDeps & { options?: LinksOptions }): Hono {
  const clock = configuredClock(configuration, { now: options.now });
  const lookupsPerAddressPerHour = options.lookupsPerAddressPerHour ?? DEFAULT_LINK_LOOKUPS_PER_HOUR;
  const secret = videoRoomSecret(db, options.videoRoomSecret ?? null);
  const routes = linksRouteList({
    db,
    clock,
    lookupsPerAddressPerHour,
    videoRoomSecret: secret,
    settings: configuration,
    hours: createClinicHoursMemo(db, 2000),
    holdMs: options.waitlistHoldMs ?? DEFAULT_HOLD_MS,
    dailyBookings: options.dailyBookings ?? DEFAULT_BOOKING_LIMITS.dailyBookings,
    answers: options.answers,
  });
  return routerOf(routes, {
    db,
    now: clock.now,
    clientAddress,
  });
}
