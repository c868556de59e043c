/**
 * Starts the server: environment → database → migrations → demo seed → app → listen → reminder job.
 * Prints exactly one line `Priyom is serving at http://localhost:PORT` (the bound port, so PORT=0
 * works), then one demo link of each kind when the demo accounts are on, and stops cleanly on SIGTERM
 * or SIGINT. Entry file: it only wires, so nothing imports it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { EnvError, type Env, loadEnv } from './env';
import { serverOptions } from './http/timeouts';
import { clientAddressResolver, socketAddress } from './http/client-address';
import { createLogger, type Logger } from './logger';
import { createReminderJob, startReminderJob } from './reminders/reminder-job';
import { demoLinks } from './seed/demo-links';
import { readConfiguration } from './settings/configuration-store';
import { createDisabledTransports, createOutboxTransports } from './transports/outbox';
import { seedDemoNetwork } from './seed';
import { countInFlight, type DrainableServer, drain } from './shutdown';

/** `npm start` (the demo) asks for the dev outbox by name; the environment can still say otherwise. */
const DEMO_OUTBOX_FLAG = '--demo-outbox';

function readEnv(): Env {
  try {
    const demo = process.argv.includes(DEMO_OUTBOX_FLAG);
    return loadEnv(demo ? { CODE_TRANSPORT: 'outbox', ...process.env } : process.env);
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
  const { db, dialect, description } = openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });
  try {
    const migrations = await migrateToLatest(db, dialect);
    logger.info(
      { dialect, database: description, applied: migrations.map((m) => m.migrationName) },
      'database ready',
    );
    const seed = await seedDemoNetwork(db, { demoAccounts: env.demoAccounts });
    logger.info({ seed: seed.reason }, 'demo seed');
  } catch (error) {
    logger.fatal({ err: error }, 'cannot prepare the database');
    await db.destroy().catch(() => {});
    process.exit(1);
  }

  if (env.codeTransport === 'none')
    logger.warn('no code transport: confirmation codes are not sent (CODE_TRANSPORT=none)');
  // One set for the codes and the reminders, so the dev outbox shows both.
  const transports =
    env.codeTransport === 'none' ? createDisabledTransports() : createOutboxTransports(logger);
  const app = createApp({
    db,
    staticDir: env.staticDir,
    logger,
    testHooks: env.testHooks,
    dropFirstAnswers: env.dropFirstAnswers,
    allowedOrigins: env.allowedOrigins,
    // Behind a proxy (TRUST_PROXY), its X-Request-Id names the request in both logs.
    trustRequestId: env.trustProxyHops > 0,
    accounts: { transports, clientAddress: clientAddressResolver(env.trustProxyHops, socketAddress) },
  });
  let reminders: { stop(): Promise<void> } | null = null;
  const inFlight = countInFlight(app.fetch);
  const server = serve(
    { fetch: inFlight.fetch, port: env.port, hostname: env.host, serverOptions: serverOptions(env.timeouts) },
    (info: AddressInfo) => {
      const base = env.publicBaseUrl ?? `http://localhost:${info.port}`;
      // After the log lines written so far (the log is asynchronous), so the output reads in order.
      logger.flush(() => {
        process.stdout.write(`Priyom is serving at http://localhost:${info.port}\n`);
        if (env.demoAccounts) void printDemoLinks(db, base, logger);
      });
      if (env.reminders.enabled && !transports.byName.sms.sendText) {
        logger.warn('reminders off: no transport sends text messages (CODE_TRANSPORT=none)');
      } else if (env.reminders.enabled) {
        const job = createReminderJob({
          db,
          dialect,
          transport: transports.byName.sms,
          now: Date.now,
          timeZone: async () => (await readConfiguration(db)).timeZone,
          leadMinutes: env.reminders.leadMinutes,
          publicBaseUrl: base,
          logger,
        });
        reminders = startReminderJob(job, env.reminders.intervalMs, logger);
      }
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
      (reminders?.stop() ?? Promise.resolve())
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
