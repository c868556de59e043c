/**
 * Which peers may say, in X-Forwarded-For, whom a request came from (TRUST_PROXY). The header is anyone's
 * to send, so it is read only on a connection from a proxy the clinic named: its own addresses and
 * ranges (`10.0.0.1,10.0.0.0/8`), or, in the older form that counts the proxies in front (`1`), any peer
 * on the same machine or a private network, where a proxy in front sits. A client reaching the server
 * directly from anywhere else is counted by its socket's address whatever it sends.
 */
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** The peers whose X-Forwarded-For is read, as addresses and ranges ('10.0.0.1', '10.0.0.0/8'); empty: none. */
  ranges: readonly string[];
  /**
   * The older form's count: the client's entry is this many from the right. Null: the rightmost entry
   * that is not itself one of the proxies (each proxy appends the address it saw).
   */
  hops: number | null;
}

export const NO_PROXIES: TrustedProxies = { ranges: [], hops: null };

/** Loopback and the private networks (RFC 1918, IPv6 unique local): where a counted proxy may connect from. */
export const PRIVATE_RANGES = [
  '127.0.0.0/8',
  '::1/128',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
] as const;

/** `10.0.0.0/8` → its address, family and prefix length; a bare address is its own whole-length range; null: not one. */
function parseRange(range: string): { address: string; family: 'ipv4' | 'ipv6'; prefix: number } | null {
  const [address = '', prefixText, ...rest] = range.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  return prefix <= bits ? { address, family: version === 4 ? 'ipv4' : 'ipv6', prefix } : null;
}

/**
 * TRUST_PROXY as written: `0` none, a digit the count of proxies in front, or addresses and ranges
 * separated by commas. A string names what is wrong.
 */
export function parseTrustProxy(value: string): TrustedProxies | string {
  if (/^\d$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? NO_PROXIES : { ranges: PRIVATE_RANGES, hops };
  }
  const ranges = value.split(',').map((range) => range.trim());
  const wrong = ranges.filter((range) => parseRange(range) === null);
  if (wrong.length > 0) {
    return (
      `must be the proxies' addresses or ranges separated by commas, like 10.0.0.1,10.0.0.0/8 ` +
      `(or the number of proxies in front, 0–9); not an address or range: ${wrong.map((r) => JSON.stringify(r)).join(', ')}`
    );
  }
  return { ranges, hops: null };
}

/** Whether an address (bare: no port, brackets or zone) falls in one of the ranges. */
export function inRanges(ranges: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const parsed = parseRange(range);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** HOST values that listen on every interface. */
const isEveryInterface = (host: string) => host === '0.0.0.0' || (isIP(host) === 6 && /^[0:]+$/.test(host));

/**
 * A warning for the start when the header is trusted from more than the proxies themselves while the
 * server listens on every interface: any machine in a trusted range that reaches the server directly,
 * around the proxy, then chooses the address its limits count. Null when nothing is too broad.
 */
export function broadTrustWarning(trust: TrustedProxies, host: string): string | null {
  if (trust.ranges.length === 0 || !isEveryInterface(host)) return null;
  const broad =
    trust.hops !== null
      ? 'any peer on this machine or a private network (TRUST_PROXY counts proxies)'
      : trust.ranges
          .filter((range) => {
            const parsed = parseRange(range);
            if (parsed === null) return false;
            // A range inside 127.0.0.0/8 is this machine, which the proxy's own address would be too.
            const loopback =
              parsed.family === 'ipv4' && parsed.prefix >= 8 && parsed.address.startsWith('127.');
            return parsed.prefix < (parsed.family === 'ipv4' ? 32 : 128) && !loopback;
          })
          .join(', ');
  if (broad === '') return null;
  return (
    `TRUST_PROXY trusts X-Forwarded-For from ${broad} while HOST=${host} listens on every interface: ` +
    'a machine there that reaches the server directly, around the proxy, chooses the address its rate ' +
    "limits count. Bind HOST to the interface the proxy uses, or set TRUST_PROXY to the proxies' own addresses"
  );
}
