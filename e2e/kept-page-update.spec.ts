/**
 * A page the service worker kept under an earlier version names that version's app files, which this
 * version's precache dropped when it took over: served with no network, it could not start the app.
 * This version's shell goes instead, and the app starts from what the device holds.
 */
import { expect, test } from './harness';
import { behindProxy } from './offline-support';
import { untilServiceWorkerControls } from './service-worker';
import { hooks } from './shell-support';

test.use({ serviceWorkers: 'allow' });

test('a page kept under an earlier version is not served offline: this version’s shell is, and the app starts', async ({
  page,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    const route = `${proxy.url}/clinic/1/doctors`;
    await page.goto(route);
    await untilServiceWorkerControls(page);
    // Opened again under the service worker: the route's page and the last good page are kept.
    await page.reload();
    await hooks(page);
    await expect(page.getByTestId('doctor-row').first()).toBeVisible();
    // As an earlier version left them: the same pages, naming an app script this build does not have.
    const rewritten = await page.evaluate(async () => {
      const cache = await caches.open('priyom-pages-v1');
      const keys = await cache.keys();
      for (const key of keys) {
        const kept = await cache.match(key);
        if (!kept) continue;
        const html = (await kept.text()).replace(/data-app="[^"]+"/, 'data-app="/assets/index-earlier.js"');
        await cache.put(key, new Response(html, { status: 200, headers: kept.headers }));
      }
      return keys.length;
    });
    expect(rewritten).toBeGreaterThan(0);

    proxy.cut();
    await page.goto(route);
    await hooks(page);
    await expect(page.getByTestId('app-load-failed')).toHaveCount(0);
    await expect(page.getByTestId('doctor-row').first()).toBeVisible();
  });
});
