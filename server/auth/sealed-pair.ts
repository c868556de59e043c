/**
 * The successor pair of a rotated refresh token, sealed (AES-256-GCM) with a key derived from that
 * refresh token. The database keeps only the token's digest, so a copy of the database opens no
 * sealed pair; only whoever presents the rotated token itself can, and only within the grace window.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { TokenPair } from '../../src/api';

// The refresh token carries 256 random bits: one hash under its own label is a sound key derivation.
const keyOf = (refreshToken: string) =>
  createHash('sha256').update(`successor-seal:${refreshToken}`).digest();

export function sealPair(refreshToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The pair, or null when the seal does not open with this token (or was tampered with). */
export function openPair(refreshToken: string, sealed: string): TokenPair | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const pair = JSON.parse(text) as TokenPair;
    return typeof pair.accessToken === 'string' && typeof pair.refreshToken === 'string' ? pair : null;
  } catch {
    return null;
  }
}
