/**
 * Starts the server: environment → database → migrations → demo seed → app → listen.
 * Prints exactly one line `Priyom is serving at http://localhost:PORT` (the bound port, so PORT=0
 * works) and stops cleanly on SIGTERM or SIGINT. Entry file: it only wires, so nothing imports it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { EnvError, type Env, loadEnv } from './env';
import { serverOptions } from './http/timeouts';
import { clientAddressResolver, socketAddress } from './http/client-address';
import { createLogger } from './logger';
import { createDisabledTransports } from './transports/outbox';
import { seedDemoNetwork } from './seed';

const SHUTDOWN_GRACE_MS = 5000;

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
  const app = createApp({
    db,
    staticDir: env.staticDir,
    logger,
    testHooks: env.testHooks,
    allowedOrigins: env.allowedOrigins,
    accounts: {
      ...(env.codeTransport === 'none' ? { transports: createDisabledTransports() } : {}),
      clientAddress: clientAddressResolver(env.trustProxyHops, socketAddress),
    },
  });
  const server = serve(
    { fetch: app.fetch, port: env.port, hostname: env.host, serverOptions: serverOptions(env.timeouts) },
    (info: AddressInfo) => {
      // After the log lines written so far (the log is asynchronous), so the output reads in order.
      logger.flush(() => process.stdout.write(`Priyom is serving at http://localhost:${info.port}\n`));
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
    logger.info({ signal }, 'stopping');
    // Open keep-alive connections would hold close() forever; cut them after a grace period.
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      db.destroy().then(
        () => process.exit(0),
        (error) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(0);
        },
      );
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(
    `Priyom failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
