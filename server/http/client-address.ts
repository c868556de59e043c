/**
 * The client's address for rate limits. Behind a reverse proxy (the README's deployment) every socket
 * comes from the proxy, so every patient would share one address and its hourly limits; with
 * TRUST_PROXY=N the address is taken from X-Forwarded-For, N entries from the right (each trusted
 * proxy appends the address it saw). Entries further left are the client's own say and are ignored.
 * With 0 (the default) the header is not trusted at all: anyone can send it.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address N trusted hops back, or null when the header has fewer entries than that. */
export function forwardedAddress(header: string | undefined, trustedHops: number): string | null {
  if (trustedHops < 1 || !header) return null;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = entries[entries.length - trustedHops];
  return address && address.length <= 64 ? address : null;
}

export function clientAddressResolver(
  trustedHops: number,
  socketAddress: (c: Context) => string,
): (c: Context) => string {
  if (trustedHops < 1) return socketAddress;
  return (c) => forwardedAddress(c.req.header('X-Forwarded-For'), trustedHops) ?? socketAddress(c);
}

/** The socket's remote address under @hono/node-server; 'unknown' without a socket (app.request in tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
