/**
 * A repeat visit to a doctor's and a service's page with the server stopped: the free times seen
 * before come from the device (the service worker's page, the worker's database), said to be possibly
 * out of date with their age, and cannot be booked. The route's own kept page arrives with the screen
 * the server drew (its free times in view at once), marked as kept so the app draws it anew with the
 * line about their age rather than hydrating it; a route never opened gets another route's kept page
 * with the boot bar in place of that screen. Not signed in: the public pages alone.
 *
 * The line and the locked times look the same within the free times' lifetime on the device and past
 * it: the kept page tells the app at once that no network answered, so the stored times are said to be
 * from the device whatever their age. What the lifetime changes is whether the data worker asks the
 * server for the range, so the test counts what reaches the stopped server's address.
 */
import net from 'node:net';
import type { Page } from '@playwright/test';
import { lifetimeMs } from '../src/data/sync/ttl';
import { expect, test } from './harness';
import { untilServiceWorkerControls } from './service-worker';

test.use({ serviceWorkers: 'allow' });

const PAGES = ['/clinic/1/doctor/1', '/clinic/1/service/72'];

/** What the page brought in #root, read before any of the app's script runs. */
interface Arrived {
  /** The times the page arrived with in #root. */
  times: number;
  kept: string | null;
  rendered: boolean;
}

const arrived = (page: Page) => page.evaluate(() => (window as unknown as { __arrived: Arrived }).__arrived);

/**
 * Moves back, by `ms`, when the device last fetched each free-times range: the worker's bookkeeping in
 * its IndexedDB, which it reads from storage before each use. To the worker that is the same as `ms`
 * passing, which Playwright's clock cannot do for it (the clock reaches the page, not its workers).
 */
async function fetchedEarlier(page: Page, ms: number): Promise<void> {
  const moved = await page.evaluate(async (by) => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    let count = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('rxdb-dexie-')) continue;
      const db = await done(indexedDB.open(name));
      if (db.objectStoreNames.contains('docs')) {
        const store = db.transaction('docs', 'readwrite').objectStore('docs');
        const docs = (await done(store.getAll())) as { id?: string; data?: { updatedAt?: number | null } }[];
        for (const doc of docs) {
          if (!doc.id?.startsWith('sync:schedule:') || typeof doc.data?.updatedAt !== 'number') continue;
          doc.data.updatedAt -= by;
          await done(store.put(doc));
          count += 1;
        }
      }
      db.close();
    }
    return count;
  }, ms);
  // Both pages' ranges at least: none found means the storage's layout changed under this helper.
  expect(moved).toBeGreaterThanOrEqual(PAGES.length);
}

/** The free-times request the data worker sends for a range. */
const SCHEDULE_REQUEST = 'POST /api/clinics/1/doctors-schedule';

/**
 * Listens at the stopped server's address and answers nothing: each connection is closed once its
 * request arrives, so every fetch fails as it does with the server gone, and the request's first line
 * (method and path) is noted. The page's routes would not see the requests: the data worker is a
 * SharedWorker.
 */
async function silentStandIn(url: string): Promise<{ asked(): string[]; close(): Promise<void> }> {
  const asked: string[] = [];
  const sockets = new Set<net.Socket>();
  const stand = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (chunk: Buffer) => {
      asked.push(chunk.toString('latin1').split(' HTTP/', 1)[0]!);
      socket.destroy();
    });
  });
  const { hostname, port } = new URL(url);
  await new Promise<void>((resolve, reject) => {
    stand.once('error', reject);
    stand.listen(Number(port), hostname, resolve);
  });
  return {
    asked: () => [...asked],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        stand.close(() => resolve());
      }),
  };
}

/**
 * Moves back, by `ms`, when the server drew each page the service worker keeps: the `at` of the
 * page's own data, which the app offers the worker to adopt as that old. Left as it was, a kept page
 * would hand the worker its free times as young as the first visit and undo the move above.
 */
async function drawnEarlier(page: Page, ms: number): Promise<void> {
  const moved = await page.evaluate(async (by) => {
    const block = /(<script id="priyom-first-page"[^>]*>\{"at":)(\d+)/;
    let count = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const kept = await cache.match(request);
        const html = kept?.headers.get('content-type')?.startsWith('text/html') ? await kept.text() : '';
        if (!kept || !block.test(html)) continue;
        const body = html.replace(block, (_, head: string, at: string) => `${head}${Number(at) - by}`);
        await cache.put(request, new Response(body, { status: kept.status, headers: kept.headers }));
        count += 1;
      }
    }
    return count;
  }, ms);
  // Both pages' own entries at least: none found means the kept page's layout changed under this helper.
  expect(moved).toBeGreaterThanOrEqual(PAGES.length);
}

/**
 * Opens `url` anew once the data worker that read the storage before is gone. The worker keeps what it
 * has read in memory, so the edits above reach it only when it starts again; a reload alone races its
 * end, since a SharedWorker the next page connects to in time lives on (seen under load as no request
 * past the lifetime).
 */
async function reopenWithNewWorker(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to ask for its workers');
  const cdp = await browser.newBrowserCDPSession();
  try {
    await expect
      .poll(async () => {
        const { targetInfos } = await cdp.send('Target.getTargets');
        return targetInfos.filter((target) => target.type === 'shared_worker').length;
      })
      .toBe(0);
  } finally {
    await cdp.detach();
  }
  await page.goto(url);
}

async function expectStaleTimes(page: Page, seen: number): Promise<void> {
  const closed = page.getByTestId('schedule-closed');
  await expect(closed).toContainText('свободное время показано с этого устройства, обновлено');
  const times = page.getByTestId('schedule-grid').getByRole('button');
  expect(await times.count()).toBe(seen);
  await expect(times.first()).toHaveAttribute('aria-disabled', 'true');
  // The route's own page came with the server's screen, the same times, marked kept and not to hydrate.
  const before = await arrived(page);
  expect(before).toEqual({ times: seen, kept: 'offline', rendered: false });
}

test('with the server stopped, a doctor page and a service page seen before show their free times with the age, booking off', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(server.url + PAGES[0]);
  await untilServiceWorkerControls(page);
  const seen: number[] = [];
  for (const path of PAGES) {
    await page.goto(server.url + path);
    const times = page.getByTestId('schedule-grid').getByRole('button');
    await expect(times.first()).toBeVisible();
    await expect(times.first()).not.toHaveAttribute('aria-disabled', 'true');
    seen.push(await times.count());
  }

  // What the page arrived with in #root, read once it is parsed and before the app's script runs (it
  // loads after the first frame).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      (window as unknown as { __arrived: Arrived }).__arrived = {
        times:
          root?.querySelectorAll('[data-testid="schedule-grid"] :is(button, [role="button"])').length ?? 0,
        kept: root?.getAttribute('data-kept') ?? null,
        rendered: root?.hasAttribute('data-rendered') ?? false,
      };
    });
  });
  await server.stop();
  const standIn = await silentStandIn(server.url);
  // Within the free times' lifetime on the device (src/data/sync/ttl.ts): the same line and locked
  // times, and the worker asks nobody for the range.
  await page.reload();
  await expectStaleTimes(page, seen[1]!);
  expect(standIn.asked()).not.toContain(SCHEDULE_REQUEST);
  // A patient comes back later, past that lifetime: the worker asks the server, which does not answer.
  const later = lifetimeMs('schedule') + 1000;
  await fetchedEarlier(page, later);
  await drawnEarlier(page, later);
  // The service page opened again, then the doctor page: each route's kept page is its own.
  await reopenWithNewWorker(page, server.url + PAGES[1]);
  await expectStaleTimes(page, seen[1]!);
  await expect.poll(() => standIn.asked()).toContain(SCHEDULE_REQUEST);
  await page.goto(server.url + PAGES[0]);
  await expectStaleTimes(page, seen[0]!);
  // A doctor never opened here: the last kept page is another route's, so it comes with the boot bar.
  await page.goto(`${server.url}/clinic/1/doctor/2`);
  await expect(page.locator('main')).toBeVisible();
  expect(await arrived(page)).toEqual({ times: 0, kept: 'offline', rendered: false });
  await standIn.close();
});
