/**
 * The client's address for rate limits. Behind a reverse proxy (the README's deployment) every socket
 * comes from the proxy, so every patient would share one address and its hourly limits; so on a
 * connection from a proxy TRUST_PROXY names (trusted-proxies.ts) the address is taken from
 * X-Forwarded-For, where each proxy appends the address it saw: the rightmost entry that is not itself a
 * proxy's, or, in the form that counts the proxies, the entry that many from the right. Entries further
 * left are the client's own say and are ignored. Anything but an IP address there, or a peer that is not
 * a named proxy, counts by the socket's address: the header is anyone's to send.
 */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { inRanges, type TrustedProxies } from './trusted-proxies';

/**
 * The address as the limits and the audit trail count it. An IPv6 client is handed a whole /64 (a
 * home's line, a phone on a mobile network) and may send from any address in it, so keying the full
 * address would give it 2^64 addresses against every per-address limit: it is keyed by its /64. An
 * IPv4-mapped address (::ffff:1.2.3.4, how a dual-stack socket shows an IPv4 client) is that IPv4
 * address, which stays as it is; brackets, a zone and a port some proxies append are dropped, so one
 * client has one key however it is spelt. Anything else ('unknown' without a socket) is kept as given.
 */
export function addressKey(address: string): string {
  const bare = bareAddress(address);
  if (bare === null) return address;
  const family = isIP(bare);
  if (family === 4) return bare;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return groups
      .slice(6)
      .flatMap((group) => [group >> 8, group & 255])
      .join('.');
  }
  // The shortest spelling of the prefix: its trailing zero groups join the zeros of the host part.
  const prefix = groups.slice(0, 4);
  while (prefix.length > 0 && prefix[prefix.length - 1] === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = (high = '0', low = '0') => ((Number(high) << 8) | Number(low)).toString(16);
  const text = tail
    ? `${address.slice(0, tail.index)}${hex(tail[1], tail[2])}:${hex(tail[3], tail[4])}`
    : address;
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const [head, rest] = text.split('::');
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IP address alone, without brackets, a zone or a port some proxies append; null: not an IP address. */
export function bareAddress(address: string): string | null {
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address);
  const bare = ipv4WithPort?.[1] ?? address.replace(/^\[(.*)\](?::\d{1,5})?$/, '$1').replace(/%.*$/, '');
  return isIP(bare) === 0 ? null : bare;
}

/**
 * The client's address as the proxies in front saw it, or null when the header does not say (missing,
 * fewer entries than proxies, or an entry that is not an IP address where the client's should be).
 */
export function forwardedAddress(
  header: string | undefined,
  trust: TrustedProxies,
  isProxy: (address: string) => boolean = inRanges(trust.ranges),
): string | null {
  if (!header) return null;
  // A header is at most some 16 KiB (Node's limit), so its entries are few enough to walk.
  const entries = header.split(',').map((entry) => bareAddress(entry.trim()));
  if (trust.hops !== null) return entries[entries.length - trust.hops] ?? null;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (entry == null) return null;
    // Every entry a proxy's (a client inside the proxies' own network): the furthest one is the client.
    if (!isProxy(entry) || i === 0) return entry;
  }
  return null;
}

export function clientAddressResolver(
  trust: TrustedProxies,
  socketAddress: (c: Context) => string,
): (c: Context) => string {
  if (trust.ranges.length === 0) return socketAddress;
  const isProxy = inRanges(trust.ranges);
  return (c) => {
    const peer = socketAddress(c);
    const bare = bareAddress(peer);
    if (bare === null || !isProxy(bare)) return peer;
    return forwardedAddress(c.req.header('X-Forwarded-For'), trust, isProxy) ?? peer;
  };
}

/** The socket's remote address under @hono/node-server; 'unknown' without a socket (app.request in tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
