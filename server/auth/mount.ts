/**
 * Wires the accounts calls into the API router: the service over the database, the transports (the
 * dev outbox unless others are given) and, only while the outbox is on, GET /api/dev/outbox.
 */
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Configuration } from '../../src/api';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import { accountsRoutes } from '../routes/accounts';
import { devOutboxRoutes } from '../routes/dev-outbox';
import { createOutboxTransports } from '../transports/outbox';
import type { TransportSet } from '../transports/types';
import { createAccountsService } from './accounts-service';
import { type AccountLimits, DEFAULT_LIMITS } from './limits';

export interface AccountsOptions {
  transports?: TransportSet;
  limits?: Partial<AccountLimits>;
  now?: () => number;
  clientAddress?: (c: Context) => string;
  /** Overrides the app's configuration read (tests change waitingTime or transports). */
  configuration?: () => Promise<Configuration>;
}

export function mountAccounts(
  api: Hono,
  {
    db,
    logger,
    configuration,
    options = {},
  }: {
    db: Kysely<Database>;
    logger: Logger;
    configuration: () => Promise<Configuration>;
    options?: AccountsOptions;
  },
): void {
  const now = options.now ?? Date.now;
  const transports = options.transports ?? createOutboxTransports(logger, now);
  if (transports.outbox) {
    logger.warn('dev outbox transport on: codes go to the log and GET /api/dev/outbox (never in production)');
  }
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const service = createAccountsService({
    db,
    transports,
    limits,
    configuration: options.configuration ?? configuration,
    now,
    logger,
  });
  const env = { db, now, clientAddress: options.clientAddress };
  api.route('/', accountsRoutes(env, service, limits.knownDeviceLifetimeMs));
  if (transports.outbox) api.route('/', devOutboxRoutes(env, transports.outbox));
}
