/**
 * A random id (a version 4 UUID) for tabs, workers, logins and idempotency keys. crypto.randomUUID exists
 * only in secure contexts (HTTPS, localhost); over plain HTTP on a clinic's network the same is built
 * from crypto.getRandomValues, which exists everywhere.
 */
export function newId(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
