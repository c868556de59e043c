/**
 * One pino logger for the process: JSON lines on stdout. The destination is asynchronous (lines
 * written in batches off the request path: a synchronous write per request cost about a twentieth
 * of the server's time under load); pino flushes it when the process exits.
 */
import { type Logger, pino } from 'pino';
import type { LogLevel } from './env';

export type { Logger };

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'priyom' } }, pino.destination({ dest: 1, sync: false }));
}
