/**
 * The service worker's install stores every file of the build with a few requests in flight at once,
 * never one at a time (a round trip per file on a phone's connection) and never all at once (which
 * exhausts a browser's resources on a large build). The proxy below holds each answer a moment so
 * requests overlap whenever the worker lets them.
 */
import { expect, test } from './harness';

test.use({ serviceWorkers: 'allow' });

/** The most requests the service worker may have in flight while installing. */
const MOST_AT_ONCE = 6;

test('the install fetches a few files at a time and stores every one', async ({ context, page, server }) => {
  let inFlight = 0;
  let most = 0;
  let requests = 0;
  await context.route(/\/assets\//, async (route) => {
    const fromWorker = route.request().serviceWorker() !== null;
    if (fromWorker) {
      requests += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    try {
      await route.fallback();
    } finally {
      if (fromWorker) inFlight -= 1;
    }
  });
  await page.goto(server.url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(requests).toBeGreaterThan(MOST_AT_ONCE);
  expect(most).toBeGreaterThan(1);
  expect(most).toBeLessThanOrEqual(MOST_AT_ONCE);
  // Every asset the worker asked for is in the precache.
  const stored = await page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys())
      if (name.includes('precache'))
        count += (await (await caches.open(name)).keys()).filter((request) =>
          new URL(request.url).pathname.startsWith('/assets/'),
        ).length;
    return count;
  });
  expect(stored).toBe(requests);
});
