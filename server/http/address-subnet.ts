/**
 * The wider network an address belongs to, for the limits that must not start afresh with every /64.
 * An ISP hands one customer (a home, an office, a hosting account) a /48 or a /56, so one sender holds
 * 65 536 or 256 /64s, each with its own allowance per address: keyed by its /48, all of them count as
 * one. An IPv4 address is already as scarce as a /48 and stays as it is; so does anything else.
 */

/** The /48 of an IPv6 /64 key (client-address.ts addressKey), else the key unchanged. */
export function subnetKey(addressKey: string): string {
  const prefix = /^([0-9a-f:]*)::\/64$/.exec(addressKey)?.[1];
  if (prefix === undefined) return addressKey;
  // addressKey writes the /64's four groups without their trailing zeros: put them back, keep three.
  const groups = [...(prefix === '' ? [] : prefix.split(':')), '0', '0', '0', '0'].slice(0, 3);
  while (groups.length > 0 && groups[groups.length - 1] === '0') groups.pop();
  return `${groups.join(':')}::/48`;
}
