/**
 * Starts the server: environment → database → migrations → demo seed → app → listen → the jobs
 * (reminders, waitlist, retention).
 * Prints exactly one line `Priyom is serving at http://localhost:PORT` (the bound port, so PORT=0
 * works), then, when the demo accounts are on, the demo clinic site's address (the booking widget on
 * another origin) and one demo link of each kind, and stops cleanly on SIGTERM or SIGINT. Entry file: it only wires, so nothing imports it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirError, openDatabase } from './db/connect';
import { MigrationLockError, migrateToLatest } from './db/migrate';
import { EnvError, type Env, loadEnv } from './env';
import { serverOptions } from './http/timeouts';
import { clientAddressResolver, socketAddress } from './http/client-address';
import { broadTrustWarning } from './http/trusted-proxies';
import { createLogger, type Logger } from './logger';
import { type DemoSite, startDemoSite } from './demo-site/demo-site';
import { createReminderJob, startReminderJob } from './reminders/reminder-job';
import { createWaitlistJob } from './waitlist/waitlist-job';
import { createRetentionJob, RETENTION_INTERVAL_MS } from './auth/retention';
import { demoLinks } from './seed/demo-links';
import { hasConfiguration, readConfiguration } from './settings/configuration-store';
import { createDisabledTransports, createOutboxTransports } from './transports/outbox';
import { seedDemoNetwork } from './seed';
import { countInFlight, type DrainableServer, drain } from './shutdown';

/**
 * `npm start` (the demo) asks for the dev outbox and the demo logins by name; the environment can still
 * say otherwise.
 */
const DEMO_OUTBOX_FLAG = '--demo-outbox';

function readEnv(): Env {
  try {
    const demo = process.argv.includes(DEMO_OUTBOX_FLAG);
    return loadEnv(demo ? { CODE_TRANSPORT: 'outbox', DEMO_ACCOUNTS: '1', ...process.env } : process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = readEnv();
  const logger = createLogger(env.logLevel);
  const { db, dialect, description } = openOrExit(env, logger);
  try {
    const migrations = await migrateToLatest(db, dialect, {
      onWait: ({ migration, failedTry, tries, pauseMs, error }) =>
        logger.warn(
          { migration, try: failedTry, tries, pauseMs, err: error },
          'database migration waits for a lock another connection holds; trying again',
        ),
    });
    logger.info(
      { dialect, database: description, applied: migrations.map((m) => m.migrationName) },
      'database ready',
    );
    if (env.demoNetwork) {
      const seed = await seedDemoNetwork(db, {
        demoAccounts: env.demoAccounts,
        drawnFiles: env.demoDrawnFiles,
      });
      logger.info({ seed: seed.reason }, 'demo seed');
    } else if (!(await hasConfiguration(db))) {
      logger.warn('no clinic network yet (DEMO_NETWORK=0): load one with npm run import -- network.json');
    }
  } catch (error) {
    // Out of tries for a lock: its own message says what held the start up and what to do.
    logger.fatal(
      { err: error },
      error instanceof MigrationLockError ? error.message : 'cannot prepare the database',
    );
    await db.destroy().catch(() => {});
    process.exit(1);
  }

  const broadTrust = broadTrustWarning(env.trustProxy, env.host);
  if (broadTrust) logger.warn(broadTrust);
  if (env.codeTransport === 'none')
    logger.warn('no code transport: confirmation codes are not sent (CODE_TRANSPORT=none)');
  // One set for the codes and the reminders, so the dev outbox shows both.
  const transports =
    env.codeTransport === 'none' ? createDisabledTransports() : createOutboxTransports(logger);
  let portalBase = env.publicBaseUrl ?? `http://localhost:${env.port}`;
  const demoSite = env.demoAccounts ? await openDemoSite(env, () => portalBase, logger) : null;
  const app = createApp({
    db,
    staticDir: env.staticDir,
    rendererEntry: env.rendererEntry,
    logger,
    testHooks: env.testHooks,
    dropFirstAnswers: env.dropFirstAnswers,
    allowedOrigins: env.allowedOrigins,
    frameAncestors: [...env.frameAncestors, ...(demoSite?.origins ?? [])],
    // Behind a proxy (TRUST_PROXY), its X-Request-Id names the request in both logs.
    trustRequestId: env.trustProxy.ranges.length > 0,
    accounts: {
      transports,
      clientAddress: clientAddressResolver(env.trustProxy, socketAddress),
      limits: { sessionLifetimeMs: env.sessionLifetimeMs, ...env.accountLimits },
    },
    // A cancel or move holds the time it frees for the waitlist as long as the job's own holds last.
    booking: { waitlistHoldMs: env.waitlist.holdMs },
    links: { videoRoomSecret: env.videoRoomSecret },
    waitlist: { limits: { requestsPerClinic: env.waitlist.requestsPerClinic } },
    publishedTimes: { ...env.publishedTimes, publicBaseUrl: env.publicBaseUrl },
  });
  let reminders: { stop(): Promise<void> } | null = null;
  let waitlist: { stop(): Promise<void> } | null = null;
  let retention: { stop(): Promise<void> } | null = null;
  const inFlight = countInFlight(app.fetch);
  const server = serve(
    { fetch: inFlight.fetch, port: env.port, hostname: env.host, serverOptions: serverOptions(env.timeouts) },
    (info: AddressInfo) => {
      const base = env.publicBaseUrl ?? `http://localhost:${info.port}`;
      portalBase = base;
      // After the log lines written so far (the log is asynchronous), so the output reads in order.
      logger.flush(() => {
        process.stdout.write(`Priyom is serving at http://localhost:${info.port}\n`);
        if (demoSite) process.stdout.write(`  demo clinic site with the booking widget: ${demoSite.url}\n`);
        if (env.demoAccounts && env.demoNetwork) void printDemoLinks(db, base, logger);
      });
      if (env.reminders.enabled && !transports.byName.sms.sendText) {
        logger.warn('reminders off: no transport sends text messages (CODE_TRANSPORT=none)');
      } else if (env.reminders.enabled) {
        const job = createReminderJob({
          db,
          dialect,
          transport: transports.byName.sms,
          now: Date.now,
          settings: () => readConfiguration(db),
          leadMinutes: env.reminders.leadMinutes,
          publicBaseUrl: base,
          logger,
        });
        reminders = startReminderJob(job, env.reminders.intervalMs, logger);
      }
      // Always on: without a text transport the offers still show in the app.
      const offers = createWaitlistJob({
        db,
        dialect,
        transport: transports.byName.sms,
        now: Date.now,
        timeZone: async () => (await readConfiguration(db)).timeZone,
        holdMs: env.waitlist.holdMs,
        publicBaseUrl: base,
        logger,
      });
      waitlist = startReminderJob(offers, env.waitlist.intervalMs, logger, 'waitlist');
      // Every instance may run it: a row two of them pick is deleted once.
      const pruning = createRetentionJob({ db, now: Date.now, kept: env.retention });
      retention = startReminderJob(pruning, RETENTION_INTERVAL_MS, logger, 'retention');
    },
  );
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    void db.destroy().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.count() }, 'stopping');
    void drain(server as DrainableServer, inFlight, env.shutdownGraceMs).then(({ cut }) => {
      if (cut > 0) logger.warn({ cut }, 'requests still running at the end of SHUTDOWN_GRACE_MS were cut');
      Promise.all([reminders?.stop(), demoSite?.close(), waitlist?.stop(), retention?.stop()])
        .then(() => db.destroy())
        .then(
          () => logger.flush(() => process.exit(0)),
          (error) => {
            logger.error({ err: error }, 'closing the database failed');
            logger.flush(() => process.exit(0));
          },
        );
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The database, or a one-line reason on stderr and exit 1 (a read-only or full DATA_DIR, say). */
function openOrExit(env: Env, logger: Logger) {
  try {
    return openDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      onPoolError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
    });
  } catch (error) {
    if (!(error instanceof DataDirError)) throw error;
    process.stderr.write(`Priyom cannot start: ${error.message}\n`);
    process.exit(1);
  }
}

/** The demo clinic site, on DEMO_SITE_PORT, else the portal's port + 1, else a free one; never fatal. */
async function openDemoSite(env: Env, portalBase: () => string, logger: Logger): Promise<DemoSite | null> {
  const next = env.port === 0 || env.port === 65535 ? 0 : env.port + 1;
  try {
    return await startDemoSite({ host: env.host, port: env.demoSitePort ?? next, portalBase });
  } catch (error) {
    logger.warn({ err: error }, 'the demo clinic site did not start (DEMO_SITE_PORT chooses its port)');
    return null;
  }
}

async function printDemoLinks(db: Parameters<typeof demoLinks>[0], base: string, logger: Logger) {
  try {
    const links = await demoLinks(db);
    for (const [kind, path] of Object.entries(links))
      process.stdout.write(`  demo ${kind}: ${base}${path}\n`);
  } catch (error) {
    logger.warn({ err: error }, 'cannot read the demo links');
  }
}

main().catch((error) => {
  process.stderr.write(
    `Priyom failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
