/** Rate limits behind a reverse proxy: TRUST_PROXY=N takes the client's address N hops back. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressResolver, forwardedAddress } from '../../server/http/client-address';
import { loadEnv } from '../../server/env';

describe('forwardedAddress', () => {
  it.each([
    ['no header', undefined, 1, null],
    ['not trusted', '203.0.113.7', 0, null],
    ['one proxy', '203.0.113.7', 1, '203.0.113.7'],
    ['one proxy, a spoofed entry before it', '10.9.9.9, 203.0.113.7', 1, '203.0.113.7'],
    ['two proxies', '198.51.100.1, 203.0.113.7, 10.0.0.2', 2, '203.0.113.7'],
    ['fewer entries than proxies', '203.0.113.7', 2, null],
    ['blank entries', ' , ', 1, null],
    ['an absurdly long entry', 'x'.repeat(100), 1, null],
  ])('%s', (_label, header, hops, expected) => {
    expect(forwardedAddress(header, hops)).toBe(expected);
  });
});

describe('clientAddressResolver', () => {
  const ask = async (hops: number, header?: string) => {
    const resolve = clientAddressResolver(hops, () => 'socket');
    const app = new Hono().get('/', (c) => c.text(resolve(c)));
    return (await app.request('/', { headers: header ? { 'X-Forwarded-For': header } : {} })).text();
  };

  it('ignores the header unless proxies are trusted (anyone can send it)', async () => {
    expect(await ask(0, '203.0.113.7')).toBe('socket');
    expect(await ask(1, '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ask(1)).toBe('socket');
  });

  it('TRUST_PROXY is read once: 0 by default, a digit, anything else refused', () => {
    expect(loadEnv({}).trustProxyHops).toBe(0);
    expect(loadEnv({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});

describe('addressKey: what the per-address limits count', () => {
  it.each([
    ['IPv4 as it is', '203.0.113.7', '203.0.113.7'],
    ['IPv4 with a port a proxy appended', '203.0.113.7:5555', '203.0.113.7'],
    ['IPv4-mapped IPv6 as the IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped in hex, upper case', '::FFFF:CB00:7107', '203.0.113.7'],
    ['IPv4-mapped in brackets with a port', '[::ffff:203.0.113.7]:80', '203.0.113.7'],
    ['IPv6 by its /64', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    [
      'another address of the same /64, spelt long',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2::/64',
    ],
    ['an IPv4 tail in the host part', '2001:db8:1:2::ffff:1.2.3.4', '2001:db8:1:2::/64'],
    ['IPv6 in brackets with a port', '[2001:db8:1:2::1]:443', '2001:db8:1:2::/64'],
    ['a zone', 'fe80::1%eth0', 'fe80::/64'],
    ['zeros at the end of the prefix', '2001:db8::5', '2001:db8::/64'],
    ['zeros inside the prefix', '2001:0:0:5::1', '2001:0:0:5::/64'],
    ['no socket', 'unknown', 'unknown'],
    ['not an address', 'not:an:ip', 'not:an:ip'],
  ])('%s', (_label, address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('gives another /64 another key', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
