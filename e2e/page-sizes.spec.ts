/**
 * Every public page the server draws stays within the size limit at a real network's size: the wide
 * network (100 clinics, 3,000 doctors, 10,000 services) imported into one server, each page fetched
 * once as plain HTTP and measured before compression, since that is what a phone parses. The pages
 * are the bench's (bench/page-sizes.ts: the start page and clinic 1's menu, categories, a category's
 * services, a service, doctors, a doctor, specialties) and the fixed public pages.
 */
import { ROUTES } from '../src/domain/routes';
import { PAGE_BYTES_LIMIT, pagesOf } from '../bench/page-sizes';
import { expect, test } from './harness';
import { wideNetworkServer } from '../bench/wide-network-block';

/** The public pages whose address takes nothing: the start page, sign-in, the agreements. */
const FIXED_PAGES = ROUTES.filter(
  (route) => route.access !== 'loggedIn' && Object.keys(route.params).length === 0,
).map((route) => route.path);

test.describe('public pages at the wide network', () => {
  const wide = wideNetworkServer();

  test(`each page's HTML is within ${PAGE_BYTES_LIMIT / 1024} KiB before compression`, async () => {
    const server = wide();
    const pages = [...new Set([...FIXED_PAGES, ...pagesOf(server.databaseFile)])];
    const sizes: Record<string, number> = {};
    for (const page of pages) {
      const answer = await fetch(`${server.url}${page}`, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('content-type'), page).toMatch(/^text\/html/);
      sizes[page] = (await answer.arrayBuffer()).byteLength;
    }
    const over = Object.entries(sizes).filter(([, bytes]) => bytes > PAGE_BYTES_LIMIT);
    expect(over, `pages over ${PAGE_BYTES_LIMIT} bytes (all: ${JSON.stringify(sizes)})`).toEqual([]);
  });
});
