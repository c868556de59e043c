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
import { countInFlight, type DrainableServer, drain } from './shutdown';

function readEnv(): Env {
  try {
    return loadEnv();
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
    // Behind a proxy (TRUST_PROXY), its X-Request-Id names the request in both logs.
    trustRequestId: env.trustProxyHops > 0,
    accounts: {
      ...(env.codeTransport === 'none' ? { transports: createDisabledTransports() } : {}),
      clientAddress: clientAddressResolver(env.trustProxyHops, socketAddress),
    },
  });
  const inFlight = countInFlight(app.fetch);
  const server = serve(
    { fetch: inFlight.fetch, port: env.port, hostname: env.host, serverOptions: serverOptions(env.timeouts) },
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
    logger.info({ signal, inFlight: inFlight.count() }, 'stopping');
    void drain(server as DrainableServer, inFlight, env.shutdownGraceMs).then(({ cut }) => {
      if (cut > 0) logger.warn({ cut }, 'requests still running at the end of SHUTDOWN_GRACE_MS were cut');
      db.destroy().then(
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

main().catch((error) => {
  process.stderr.write(
    `Priyom failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
