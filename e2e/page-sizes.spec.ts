/**
 * Every public page the server draws stays within the size limits at a real network's size: the wide
 * network (100 clinics, 3,000 doctors, 10,000 services) imported into one server, each page fetched
 * once as plain HTTP and measured before compression, since that is what a phone parses. The pages
 * are the bench's (bench/page-sizes.ts: the start page and clinic 1's menu, categories, a category's
 * services, a service, doctors, a doctor, specialties) and the fixed public pages.
 *
 * And as the server sends it, with brotli and its headers: on the demo network within the first round
 * trip of a new connection on a slow network (FIRST_WINDOW_BYTES), so its first paint waits for no
 * second one; on the wide network within WIDE_PAGE_BYTES; a doctor's and a service's page, which bring
 * their schedule's first days, within twice their network's budget.
 */
import { request } from 'node:http';
import { ROUTES, matchRoute } from '../src/domain/routes';
import { PAGE_BYTES_LIMIT, pagesOf } from '../bench/page-sizes';
import { expect, test } from './harness';
import { wideNetworkServer } from '../bench/wide-network-block';

/** The public pages whose address takes nothing: the start page, sign-in, the agreements. */
const FIXED_PAGES = ROUTES.filter(
  (route) => route.access !== 'loggedIn' && Object.keys(route.params).length === 0,
).map((route) => route.path);

/** What a new connection sends before its first acknowledgement: ten packets of 1,460 bytes. */
const FIRST_WINDOW_BYTES = 10 * 1460;
/**
 * The wide network's pages also carry its hundred clinics (the start page's list, which every page
 * brings for the first screen), which the first window does not hold yet: the budget keeps them from
 * growing past where they are.
 */
const WIDE_PAGE_BYTES = 1.25 * FIRST_WINDOW_BYTES;

/** A page's budget: twice the network's for a doctor's or a service's, which bring their schedule's first days. */
const budgetOf = (page: string, bytes: number) =>
  ['doctor', 'service'].includes(matchRoute(page)?.route.name ?? '') ? 2 * bytes : bytes;

/** The page's bytes as sent with brotli (its body and its status line and headers), not decompressed. */
function sentBytes(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const asked = request(
      url,
      { headers: { 'accept-encoding': 'br', 'sec-fetch-mode': 'navigate' } },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        answer.on('end', () => {
          const head = answer.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0); // "name: value\r\n"
          const status = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`.length;
          resolve({ status: answer.statusCode ?? 0, bytes: bytes + head + status });
        });
        answer.on('error', reject);
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

async function overBudget(url: string, pages: string[], budget: number): Promise<[string, number][]> {
  const sizes: Record<string, number> = {};
  for (const page of pages) {
    const { status, bytes } = await sentBytes(`${url}${page}`);
    expect(status, page).toBe(200);
    sizes[page] = bytes;
  }
  return Object.entries(sizes).filter(([page, bytes]) => bytes > budgetOf(page, budget));
}

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

  test('each page, with brotli and its headers, is within its budget', async () => {
    const server = wide();
    const pages = [...new Set([...FIXED_PAGES, ...pagesOf(server.databaseFile)])];
    expect(await overBudget(server.url, pages, WIDE_PAGE_BYTES)).toEqual([]);
  });
});

test('on the demo network too, each page arrives in the first round trip (a schedule’s page in two)', async ({
  server,
}) => {
  const pages = [...new Set([...FIXED_PAGES, ...pagesOf(server.databaseFile)])];
  expect(await overBudget(server.url, pages, FIRST_WINDOW_BYTES)).toEqual([]);
});
