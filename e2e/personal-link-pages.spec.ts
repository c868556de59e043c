/**
 * A personal link's key is all it takes to act on its appointment, so the service worker's page cache
 * keeps no personal link's page: opened while the service worker is in control, a confirmation and a
 * feedback link leave their keys in no cache (neither a cache key nor a kept answer's address or body),
 * while a page that may be kept is. A link's page kept by an earlier version, under its route or as the
 * last good page of any route, is gone after a logout.
 */
import { demoLinkPath } from './demo-link';
import { findOnDevice, readDeviceStorage } from './device-storage';
import { expect, test } from './harness';
import { openLoggedIn } from './offline-support';
import { signOut } from './shell-support';

test.use({ serviceWorkers: 'allow' });

const PAGE_CACHE = 'priyom-pages-v1';
const keyOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? '');

test('no cache keeps a personal link’s page, and one kept before is gone after logout', async ({
  page,
  server,
}) => {
  await openLoggedIn(page, server);
  const confirmation = await demoLinkPath(server, 'confirmation');
  const feedback = await demoLinkPath(server, 'feedback');
  const keys = [keyOf(confirmation), keyOf(feedback)];
  for (const path of [confirmation, feedback]) {
    await page.goto(`${server.url}${path}`);
    await expect(page.locator('main h1')).toBeVisible();
  }
  // A page that is kept, opened last: once it is there, the links' pages would be too.
  await page.goto(`${server.url}/clinic/1`);
  await expect
    .poll(async () => (await readDeviceStorage(page)).caches[PAGE_CACHE]?.join('\n') ?? '')
    .toContain('/__priyom-page/clinic/1');
  expect(findOnDevice(await readDeviceStorage(page), keys)).toEqual([]);

  // As an earlier version kept them: the confirmation's page under its route, the feedback's as the
  // last good page of any route (its key only in the address the answer came from).
  await page.evaluate(
    async ([cacheName, linkPath, lastPath]) => {
      const cache = await caches.open(cacheName!);
      const html = { headers: { 'Content-Type': 'text/html' } };
      await cache.put(`/__priyom-page${linkPath}`, new Response('<div id="root"></div>', html));
      await cache.put('/__priyom-shell', await fetch(lastPath!));
    },
    [PAGE_CACHE, confirmation, feedback],
  );
  const planted = findOnDevice(await readDeviceStorage(page), keys);
  expect(planted).toEqual([`${keys[0]} in cache ${PAGE_CACHE}`, `${keys[1]} in cache ${PAGE_CACHE}`]);

  await signOut(page);
  await expect.poll(async () => findOnDevice(await readDeviceStorage(page), keys)).toEqual([]);
});
