/**
 * Composes the HTTP app: security headers and a request log around everything, the API under /api
 * (one router per area, JSON answers only), then the built app. Nothing here listens: main.ts
 * serves it, tests call `app.request(...)`.
 */
import { dropFirstAnswer } from './http/drop-first-answer';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { compressAnswers } from './http/compression';
import { apiFallback, apiNotFound, createErrorHandler, isApiPath } from './http/errors';
import { externalSources, securityHeaders } from './http/security-headers';
import { sameOrigin } from './http/same-origin';
import { requestLog } from './http/request-log';
import { readWholeRequest } from './http/read-whole-request';
import { firstPageReader } from './http/first-page';
import { staticApp } from './http/static-app';
import type { Logger } from './logger';
import { derive } from './memo';
import { type AccountsOptions, accountsRoutes } from './routes/accounts';
import { type BookingOptions, bookingRoutes, scheduleAnswersFor } from './routes/booking';
import { browsingRoutes } from './routes/browsing';
import { clinicsRoutes, createClinicsList } from './routes/clinics';
import { configurationRoutes } from './routes/configuration';
import { type LinksOptions, linksRoutes } from './routes/links';
import { type PublishedTimesOptions, publishedTimesRoutes } from './routes/published-times';
import { resultsRoutes } from './routes/results';
import { type WaitlistOptions, waitlistRoutes } from './routes/waitlist';
import { documentRoutes, PROBE_PATHS, probeRoutes } from './routes/operations';
import { createConfigurationCache } from './settings/configuration-store';

export interface AppOptions {
  db: Kysely<Database>;
  /** The built app (index.html, sw.js, assets/); a missing index.html gives a 503 "run npm run build" page. */
  staticDir: string;
  /** The app's server-rendering entry (build/ssr/render-page.js); without it pages paint once the app runs. */
  rendererEntry?: string;
  logger: Logger;
  /**
   * How long the public reads (the configuration behind index.html, the security headers and
   * /api/configuration; the clinics list) may be reused, in ms (default 2000).
   */
  publicReadTtlMs?: number;
  /** Marks index.html so the app exposes its Playwright hooks (TEST_HOOKS=1; default off). */
  testHooks?: boolean;
  /** Drops the first answer to each Idempotency-Key after its work (TEST_DROP_ANSWERS=1; default off). */
  dropFirstAnswers?: boolean;
  /** Accounts wiring: transports (default: the dev outbox), limits, clock, client address. */
  accounts?: AccountsOptions;
  /** Booking wiring: clock, booking horizon, daily limit. */
  booking?: BookingOptions;
  /** Personal links wiring: clock, lookups per address (the client address is the accounts' one). */
  links?: LinksOptions;
  /** Waitlist wiring: open requests per clinic, changes per hour (clock and horizon are the booking's). */
  waitlist?: WaitlistOptions;
  /** The published free times: on or off, weeks, the links' address (clock and horizon are the booking's). */
  publishedTimes?: PublishedTimesOptions;
  /** Origins besides the request's own host that may write through the API (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Clinic sites that may frame the portal (FRAME_ANCESTORS; the booking widget's drawer). */
  frameAncestors?: readonly string[];
  /** Take a caller's X-Request-Id as the request id (a trusted proxy sets it; default off). */
  trustRequestId?: boolean;
}

export function createApp({
  db,
  staticDir,
  rendererEntry,
  logger,
  publicReadTtlMs = 2000,
  testHooks = false,
  dropFirstAnswers = false,
  accounts,
  booking,
  links,
  waitlist,
  publishedTimes,
  allowedOrigins = [],
  frameAncestors = [],
  trustRequestId = false,
}: AppOptions): Hono {
  const configuration = createConfigurationCache(db, publicReadTtlMs);
  const clinicsList = createClinicsList(db, publicReadTtlMs);
  const app = new Hono();

  // Outermost: whichever layer answers early, the connection stays usable for the client's next request.
  app.use('*', readWholeRequest());
  app.use('*', requestLog(logger, { trustRequestId, quietPaths: PROBE_PATHS }));
  app.use('*', securityHeaders(derive(configuration, externalSources), frameAncestors));
  // Probes answer before anything that could be slow or limited; outside /api, as supervisors expect.
  app.route('/', probeRoutes(db));
  // Before any router: a cross-site write or a non-JSON one never reaches a handler or the database.
  app.use('/api/*', sameOrigin(allowedOrigins));
  // Every answer, pages too: any connection the browser could reuse for an API call closes.
  if (dropFirstAnswers) app.use('*', dropFirstAnswer());

  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    // Private or changing data must never sit in a shared cache; routes that may be cached say so.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // Large answers go out compressed to clients that take it; routes with kept answers do it themselves.
  api.use('*', compressAnswers());
  // Each area is one router from server/routes/<area>.ts, built over what it needs, mounted the same way.
  // One address for every limit and audit entry (TRUST_PROXY-aware from main.ts; else the socket's).
  const area = { db, configuration: () => configuration.get(), clientAddress: accounts?.clientAddress };
  api.route('/', configurationRoutes({ configuration }));
  api.route('/', clinicsRoutes({ db, list: clinicsList }));
  api.route('/', accountsRoutes({ ...area, logger, options: accounts }));
  api.route('/', browsingRoutes({ db, clinics: clinicsList, ttlMs: publicReadTtlMs }));
  // Kept schedule answers go with any change of the free times on this instance: a booking, a cancel,
  // a move or confirmation by link, an offer taken.
  const answers = scheduleAnswersFor(booking);
  api.route('/', bookingRoutes({ ...area, options: booking, answers }));
  api.route(
    '/',
    linksRoutes({
      ...area,
      options: {
        now: booking?.now,
        waitlistHoldMs: booking?.waitlistHoldMs,
        dailyBookings: booking?.limits?.dailyBookings,
        answers,
        ...links,
      },
    }),
  );
  api.route(
    '/',
    waitlistRoutes({
      ...area,
      options: {
        ...waitlist,
        now: booking?.now,
        horizonDays: booking?.horizonDays,
        booking: booking?.limits,
        lookupsPerAddressPerHour: links?.lookupsPerAddressPerHour,
        answers,
      },
    }),
  );
  api.route('/', resultsRoutes({ ...area, now: booking?.now }));
  api.route(
    '/',
    publishedTimesRoutes({
      ...area,
      clinics: async () => (await clinicsList.get()).clinics,
      options: { now: booking?.now, horizonDays: booking?.horizonDays, ...publishedTimes },
    }),
  );
  // Built from the routes the whole app registered, on first request (all are registered by then).
  api.route(
    '/',
    documentRoutes(() => app.routes),
  );
  api.all(
    '*',
    apiFallback(() => api.routes, '/api'),
  );
  app.route('/api', api);

  // A doctor's or a service's page carries its data, read through the API's own memoised answers.
  const firstPage = firstPageReader({
    read: async (path, body) => {
      const init =
        body === undefined
          ? undefined
          : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
      const answer = await api.request(path, init);
      return answer.status === 200 ? answer.json() : null;
    },
    timeZone: async () => (await configuration.get()).timeZone,
    now: booking?.now,
  });
  app.use(
    '*',
    staticApp({ staticDir, rendererEntry, configuration, clinicsList, firstPage, logger, testHooks }),
  );
  app.notFound((c) => (isApiPath(c.req.path) ? apiNotFound(c) : c.text('Not found', 404)));
  app.onError(createErrorHandler(logger));
  return app;
}
