/** Rate limits behind a reverse proxy: TRUST_PROXY=N takes the client's address N hops back. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver, forwardedAddress } from '../../server/http/client-address';
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
