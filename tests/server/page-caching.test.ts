/**
 * How the browser may keep an app page: a personal link's page (its key is all it takes to act) is not
 * stored at all, since the browser's HTTP cache is shared by everyone using that browser and outlives a
 * logout; every other page is stored and revalidated.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp('sqlite');
});
afterAll(async () => {
  await t?.close();
});

const page = (path: string) => t.app.request(path, { headers: { 'sec-fetch-mode': 'navigate' } });

it.each([
  '/appointment/democa0002',
  '/feedback/demofb0001',
  '/link/demolink01',
  '/call/democall01',
  '/waitlist/abcdefghij',
])('%s goes out with no-store', async (path) => {
  const response = await page(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store, private');
});

it.each(['/', '/authorization', '/clinic/1/doctors'])('%s goes out with no-cache', async (path) => {
  const response = await page(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
});
