/**
 * The network's free times published as SMART Scheduling Links, for search sites and health-system
 * directories: GET /api/fhir/$bulk-publish (the manifest, optionally `?_since=` an instant) and the NDJSON
 * files it lists, /api/fhir/Location.ndjson, /api/fhir/Schedule.ndjson and
 * /api/fhir/Slot/{clinicId}/{monday}.ndjson. Public, readable from any site (the data is what the
 * portal shows anyone), with strong ETags (If-None-Match gets a 304) and a polling hint in
 * Cache-Control. Logic lives in server/published-times; PUBLISHED_TIMES=0 leaves the routes out.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { type Clinic, defineCall } from '../../src/api';
import { isCalendarDate } from '../../src/domain/time-zone';
import { apiNotFound } from '../http/errors';
import { type JsonAnswer, sendJsonAnswer } from '../http/json-answer';
import { type AreaDeps, defineRoute, routerOf } from '../http/route';
import { configuredClock } from '../schedule/booking-clock';
import { createPublishedTimes, type PublishedTimes } from '../published-times/published-times';

/**
 * A FHIR instant: a date, a time to the second (a fraction may follow) and a zone (`Z` or an offset).
 * A `+` sent unencoded in a query arrives as a space, so a space before the offset counts as one.
 */
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+ -]([01]\d|2[0-3]):[0-5]\d)$/;

const InstantSchema = v.pipe(
  v.string(),
  v.regex(INSTANT),
  v.check((text) => isCalendarDate(text.slice(0, 10)), 'not a calendar date'),
);

/** The instant as written (a space back to its `+`) and as ms since the epoch. */
function readSince(text: string | undefined): { at: number; text: string } | null {
  if (text === undefined) return null;
  const written = text.replace(' ', '+');
  return { at: Date.parse(written), text: written };
}

const ManifestSchema = v.object({
  transactionTime: v.string(),
  request: v.string(),
  requiresAccessToken: v.boolean(),
  output: v.array(v.object({ type: v.picklist(['Location', 'Schedule', 'Slot']), url: v.string() })),
  error: v.array(v.object({ type: v.string(), url: v.string() })),
});

export const getPublishedManifest = defineCall({
  method: 'GET',
  path: '/fhir/$bulk-publish',
  payload: v.object({ _since: v.optional(InstantSchema) }),
  answer: ManifestSchema,
  errorLists: [],
});

/** An NDJSON file: bytes of their own type (application/fhir+ndjson), which JSON Schema does not describe. */
const fileCall = (path: string) =>
  defineCall({ method: 'GET', path, payload: v.object({}), answer: v.unknown(), errorLists: [] });
export const getPublishedLocations = fileCall('/fhir/Location.ndjson');
export const getPublishedSchedules = fileCall('/fhir/Schedule.ndjson');
export const getPublishedSlots = fileCall('/fhir/Slot/{clinicId}/{week}');

/**
 * A client should poll no more often than this says; with the files' own lifetime it keeps a time booked
 * in the portal from showing free anywhere for more than a minute.
 */
const PUBLISHED_CACHE = 'public, max-age=30';

function send(c: Context, answer: JsonAnswer | null): Promise<Response> | Response {
  if (!answer) return apiNotFound(c);
  // Public data any site may read, with no credentials (the portal's API takes none from cookies).
  c.header('Access-Control-Allow-Origin', '*');
  return sendJsonAnswer(c, answer, PUBLISHED_CACHE);
}

function publishedTimesRouteList(published: PublishedTimes, publicBaseUrl: string | null) {
  const baseOf = (c: Context) => publicBaseUrl ?? new URL(c.req.url).origin;
  const file = (path: string) => (c: Context) =>
    published.file(baseOf(c), path).then((answer) => send(c, answer));
  return [
    defineRoute(getPublishedManifest, {
      auth: 'public',
      handle: async (c, { input }) =>
        send(
          c,
          await published.manifest({ base: baseOf(c), path: c.req.path, since: readSince(input._since) }),
        ),
    }),
    defineRoute(getPublishedLocations, { auth: 'public', handle: file('Location.ndjson') }),
    defineRoute(getPublishedSchedules, { auth: 'public', handle: file('Schedule.ndjson') }),
    defineRoute(getPublishedSlots, {
      auth: 'public',
      params: { clinicId: 'id', week: 'name' },
      handle: (c, { params }) => file(`Slot/${params.clinicId}/${params.week}`)(c),
    }),
  ];
}

export interface PublishedTimesOptions {
  /** PUBLISHED_TIMES: false leaves the routes out (404). Default on. */
  enabled?: boolean;
  /** PUBLISHED_TIMES_WEEKS: how many weeks from today are published (the booking horizon may cut them). */
  weeks?: number;
  /** How long one read of the network serves the files, in ms (default 30 s). */
  ttlMs?: number;
  /** PUBLIC_BASE_URL: the address in the files' links; null: the request's own. */
  publicBaseUrl?: string | null;
  now?: () => number;
  horizonDays?: number;
}

export const DEFAULT_PUBLISHED_WEEKS = 4;
const DEFAULT_TTL_MS = 30_000;

/** The routes over the app's database, clinics and configuration; none while switched off. */
export function publishedTimesRoutes({
  db,
  configuration,
  clinics,
  options = {},
}: AreaDeps & { clinics: () => Promise<readonly Clinic[]>; options?: PublishedTimesOptions }): Hono {
  if (options.enabled === false) return routerOf([]);
  const clock = configuredClock(configuration, options);
  const published = createPublishedTimes(
    {
      db,
      clock,
      clinics,
      country: async () => (await configuration()).alpha2,
      days: 7 * (options.weeks ?? DEFAULT_PUBLISHED_WEEKS),
    },
    options.ttlMs ?? DEFAULT_TTL_MS,
    options.now,
  );
  return routerOf(publishedTimesRouteList(published, options.publicBaseUrl ?? null));
}
