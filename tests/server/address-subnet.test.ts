/** The /48 that per-network limits count an IPv6 client by; IPv4 addresses stay as they are. */
import { describe, expect, it } from 'vitest';
import { subnetKey } from '../../server/http/address-subnet';
import { addressKey } from '../../server/http/client-address';

describe('subnetKey', () => {
  it.each([
    ['2001:db8:7:1::1', '2001:db8:7::/48'],
    ['2001:db8:7:ffff:1:2:3:4', '2001:db8:7::/48'],
    ['2001:db8:0:5::9', '2001:db8::/48'],
    ['2001:db8::1', '2001:db8::/48'],
    ['2001:0:0:1::1', '2001::/48'],
    ['::1', '::/48'],
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['unknown', 'unknown'],
  ])('%s is counted as %s', (address, expected) => {
    expect(subnetKey(addressKey(address))).toBe(expected);
  });
});
