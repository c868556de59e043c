/** Random secrets and their stored hashes. Tokens and codes are stored only as SHA-256 digests. */
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

export const CODE_LENGTH = 4;

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const randomId = () => randomUUID();
/** A code of CODE_LENGTH digits from a secure source (the app auto-checks a code at 4 characters). */
export const randomCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A code hashed with its row id, so equal codes of different rows never share a hash. */
export const codeHash = (rowId: string, code: string) => sha256(`${rowId}:${code}`);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
