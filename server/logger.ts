/**
 * One pino logger for the process: JSON lines on stdout, written synchronously so they keep their
 * order with the one plain "Priyom is serving at …" line that main.ts prints.
 */
import { type Logger, pino } from 'pino';
import type { LogLevel } from './env';

export type { Logger };

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'priyom' } }, pino.destination({ dest: 1, sync: true }));
}
