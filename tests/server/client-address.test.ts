/**
 * Rate limits behind a reverse proxy: X-Forwarded-For names the client only on a connection from a proxy
 * TRUST_PROXY names, and only by an IP address.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressResolver, forwardedAddress } from '../../server/http/client-address';
import { broadTrustWarning, parseTrustProxy, type TrustedProxies } from '../../server/http/trusted-proxies';
import { loadEnv } from '../../server/env';

const trust = (value: string) => loadEnv({ TRUST_PROXY: value }).trustProxy;

describe('forwardedAddress', () => {
  it.each([
    ['no header', undefined, '1', null],
    ['one proxy', '203.0.113.7', '1', '203.0.113.7'],
    ['one proxy, a spoofed entry before it', '10.9.9.9, 203.0.113.7', '1', '203.0.113.7'],
    ['two proxies', '198.51.100.1, 203.0.113.7, 10.0.0.2', '2', '203.0.113.7'],
    ['fewer entries than proxies', '203.0.113.7', '2', null],
    ['blank entries', ' , ', '1', null],
    ['an absurdly long entry', 'x'.repeat(100), '1', null],
    ['a word where the address should be', 'unknown', '1', null],
    ['an address with the port a proxy appended', '203.0.113.7:5555', '1', '203.0.113.7'],
    ['IPv6 in brackets', '[2001:db8::1]', '1', '2001:db8::1'],
    [
      'named proxies: the rightmost entry not a proxy',
      '198.51.100.1, 203.0.113.7, 10.0.0.2',
      '10.0.0.0/8',
      '203.0.113.7',
    ],
    [
      'named proxies: a spoofed entry left of the client',
      '10.0.0.9, 203.0.113.7',
      '10.0.0.0/8',
      '203.0.113.7',
    ],
    ['named proxies: not an address where the client is', '203.0.113.7, forged', '10.0.0.0/8', null],
    ['named proxies: a client inside the proxies’ network', '10.1.1.1, 10.0.0.2', '10.0.0.0/8', '10.1.1.1'],
  ])('%s', (_label, header, setting, expected) => {
    expect(forwardedAddress(header, trust(setting))).toBe(expected);
  });
});

describe('clientAddressResolver', () => {
  const ask = async (proxies: TrustedProxies, peer: string, header?: string) => {
    const resolve = clientAddressResolver(proxies, () => peer);
    const app = new Hono().get('/', (c) => c.text(resolve(c)));
    return (await app.request('/', { headers: header ? { 'X-Forwarded-For': header } : {} })).text();
  };

  it('ignores the header unless proxies are trusted (anyone can send it)', async () => {
    expect(await ask(trust('0'), '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    expect(await ask(trust('1'), '127.0.0.1', '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ask(trust('1'), '127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads it only on a connection from a named proxy', async () => {
    const proxies = trust('10.0.0.1, 192.168.0.0/16');
    expect(await ask(proxies, '10.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ask(proxies, '::ffff:192.168.4.4', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ask(proxies, '10.0.0.2', '203.0.113.7')).toBe('10.0.0.2');
    expect(await ask(proxies, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
  });

  it('counting proxies trusts a peer on this machine or a private network only, not one from outside', async () => {
    expect(await ask(trust('1'), '203.0.113.9', '10.9.9.9')).toBe('203.0.113.9');
    expect(await ask(trust('1'), '::ffff:172.20.0.3', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ask(trust('1'), 'fd12::3', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('takes only an IP address from the header; anything else counts as the proxy itself', async () => {
    for (const forged of ['not-an-address', '203.0.113.300', 'x'.repeat(60), '203.0.113.7 extra']) {
      expect(await ask(trust('1'), '127.0.0.1', forged)).toBe('127.0.0.1');
      expect(await ask(trust('127.0.0.1'), '127.0.0.1', forged)).toBe('127.0.0.1');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is read once: none by default, a count of proxies, or their addresses and ranges', () => {
    expect(loadEnv({}).trustProxy).toEqual({ ranges: [], hops: null });
    expect(trust('0')).toEqual({ ranges: [], hops: null });
    expect(trust('2')).toMatchObject({ hops: 2 });
    expect(trust('10.0.0.1,10.0.0.0/8, ::1, fd00::/8')).toEqual({
      ranges: ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
      hops: null,
    });
  });

  it.each(['yes', '10', '10.0.0', '10.0.0.0/33', '::1/129', '10.0.0.1,', '10.0.0.1/8/8', 'proxy.example'])(
    'refuses %j and says which part is wrong',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be the proxies' addresses or ranges/,
      );
    },
  );

  it('warns when every interface listens and more than the proxies themselves are trusted', () => {
    const warning = (value: string, host: string) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') throw new Error(parsed);
      return broadTrustWarning(parsed, host);
    };
    expect(warning('1', '0.0.0.0')).toMatch(/private network .* HOST=0\.0\.0\.0 listens on every interface/);
    expect(warning('10.0.0.1,10.0.0.0/8', '::')).toMatch(/from 10\.0\.0\.0\/8 while HOST=:: listens/);
    expect(warning('0.0.0.0/0', '0.0.0.0')).toMatch(/from 0\.0\.0\.0\/0/);
    // The proxies' own addresses, or this machine, are not too broad; nor is a server bound to one interface.
    expect(warning('10.0.0.1,10.0.0.2/32,::1,127.0.0.0/8', '0.0.0.0')).toBeNull();
    expect(warning('1', '127.0.0.1')).toBeNull();
    expect(warning('10.0.0.0/8', '10.0.0.5')).toBeNull();
    expect(warning('0', '0.0.0.0')).toBeNull();
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
