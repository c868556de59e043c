/**
 * The offline queue in a real browser, with the network cut for real: the app is served through a TCP
 * proxy the test cuts (Playwright's setOffline does not reach the data worker's SharedWorker). Each
 * test reads the server's database at the end: one cancellation, one feedback, a revoked session.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import type { CutProxy } from './cut-proxy';
import { rmSync } from 'node:fs';
import { expect, type RunningServer, startServer, test } from './harness';
import { demoLinkPath } from './demo-link';
import {
  behindProxy,
  cancelOffline,
  countsOf,
  openAppointments,
  openCounted,
  openLoggedIn,
  queuedCancel,
  row,
} from './offline-support';
import { signOut } from './shell-support';

test.use({ serviceWorkers: 'allow' });

/** Fills the feedback form (opened online: it shows the doctor) and sends it with the network cut. */
async function feedbackOffline(page: Page, proxy: CutProxy, server: RunningServer): Promise<void> {
  await page.goto(`${proxy.url}${await demoLinkPath(server, 'short link')}`);
  await expect(page.getByTestId('feedback-doctor')).toBeVisible();
  for (const [rating, name] of [
    ['rating-assessment', '4.5 из 5'],
    ['rating-recommend', '5 из 5'],
  ] as const) {
    await page.getByTestId(rating).getByRole('radio', { name, exact: true }).click({ force: true });
  }
  await page.getByTestId('feedback-comment').fill('Спасибо');
  proxy.cut();
  await page.getByTestId('feedback-send').click();
  await expect(page.getByText('Нет сети: отзыв будет отправлен')).toBeVisible();
}

test('cancel and feedback made offline reach the server once when the network returns, in the same tab', async ({
  page,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    const before = await openCounted(page, proxy, server);
    const firstRow = page.getByTestId('appointment-row').first();
    const top = (await firstRow.boundingBox())?.y;

    await feedbackOffline(page, proxy, server);
    const refusedBefore = proxy.refused();
    await openAppointments(page, proxy);
    // The bar saying what waits floats at the foot: arriving once the app knows the queue, it moves
    // nothing on the page (above it, it pushed the rows down under a tap just made).
    await expect(page.getByTestId('waiting-actions')).toContainText('1 действие ждёт отправки');
    expect((await firstRow.boundingBox())?.y).toBe(top);
    const id = await cancelOffline(page, proxy, 2);
    // The data worker's request really failed: the proxy turned its connection away.
    expect(proxy.refused()).toBeGreaterThan(refusedBefore);
    expect(countsOf(server)).toEqual(before);

    proxy.restore();
    // Watched together from the moment the network returns: the replays go one at a time, the feedback
    // first, and each report shows for a few seconds only, so on a loaded machine the feedback's may be
    // gone by the time the cancel has arrived.
    await Promise.all([
      expect(row(page, id).getByTestId('appointment-status')).toHaveText('Отменена'),
      expect(page.getByText('Отмена записи отправлена в клинику')).toBeVisible(),
      expect(page.getByText('Отзыв отправлен', { exact: true })).toBeVisible(),
    ]);
    await expect(page.getByTestId('waiting-actions')).toHaveText('');
    const after = countsOf(server);
    expect(after.cancelled - before.cancelled).toBe(1);
    expect(after.feedbacks - before.feedbacks).toBe(1);
    expect(after.answers - before.answers).toBe(2);
  });
});

test('a cancel made offline in a tab closed before the network returns is delivered once on reopening; a logout made offline still ends the session on the server', async ({
  context,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    const page = await context.newPage();
    const { before, id } = await queuedCancel(page, proxy, server);
    await page.close();

    proxy.restore();
    const again = await context.newPage();
    await openAppointments(again, proxy);
    await expect(row(again, id).getByTestId('appointment-status')).toHaveText('Отменена');
    await expect(again.getByTestId('waiting-actions')).toHaveText('');
    const after = countsOf(server);
    expect(after.cancelled - before.cancelled).toBe(1);
    expect(after.answers - before.answers).toBe(1);

    // The logout: the tokens it ends, read from the service worker's copy before it goes.
    const pair = await again.evaluate(
      () =>
        new Promise<{ accessToken: string; refreshToken: string }>((resolve, reject) => {
          const open = indexedDB.open('priyom-session');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('tokens').objectStore('tokens').get('current');
            get.onsuccess = () => resolve(get.result);
          };
        }),
    );
    proxy.cut();
    await signOut(again);
    const refresh = () =>
      fetch(`${server.url}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessToken: pair.accessToken, refreshToken: pair.refreshToken }),
      }).then((answer) => answer.status);
    const live = countsOf(server).liveTokens;
    proxy.restore();
    await expect.poll(() => countsOf(server).liveTokens, { timeout: 20_000 }).toBeLessThan(live);
    expect(await refresh()).toBe(401);
  });
});

test('a cancel waiting while the server restarts and the access token expires is delivered once', async ({
  page,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    const { before, id } = await queuedCancel(page, proxy, server);

    await server.stop();
    // Every access token has expired by the time the network returns: the replay must renew the pair.
    const db = new Database(server.databaseFile);
    db.prepare('UPDATE refresh_tokens SET access_expires_at = ?').run(new Date(0).toISOString());
    db.close();
    const restarted = await startServer({ dataDir: server.dataDir });
    try {
      proxy.retarget(restarted.url);
      proxy.restore();
      // The restart took long enough for the tab's retries to slow down: the network coming back, as a
      // phone reports it, replays at once.
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(row(page, id).getByTestId('appointment-status')).toHaveText('Отменена', {
        timeout: 20_000,
      });
      const after = countsOf(restarted);
      expect(after.cancelled - before.cancelled).toBe(1);
      expect(after.answers - before.answers).toBe(1);
    } finally {
      await restarted.stop();
    }
  });
});

test('an answer lost after the server committed the cancel: the replay gets the first answer, nothing twice', async ({
  page,
}) => {
  const server = await startServer({ env: { TEST_DROP_ANSWERS: '1' } });
  try {
    await behindProxy(server, async (proxy) => {
      const before = await openCounted(page, proxy, server);
      const cancellable = page
        .getByTestId('appointment-row')
        .filter({ has: page.getByTestId('appointment-cancel') })
        .first();
      const id = (await cancellable.getAttribute('data-appointment-id'))!;
      await cancellable.getByTestId('appointment-cancel').click();
      await page.getByTestId('cancel-confirm').click();
      // The network never went away: only the answer did, after the server had cancelled.
      await expect(page.getByText('Нет сети: отмена записи будет отправлена')).toBeVisible();
      expect(countsOf(server).cancelled - before.cancelled).toBe(1);
      await expect(row(page, id).getByTestId('appointment-status')).toHaveText('Отменена');
      const after = countsOf(server);
      expect(after.cancelled - before.cancelled).toBe(1);
      expect(after.answers - before.answers).toBe(1);
    });
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

test.describe('where the browser has no SharedWorker', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      // Older Chrome on Android: each tab runs its own dedicated data worker.
      Reflect.deleteProperty(window, 'SharedWorker');
    });
  });

  test('cancels made offline are delivered once, in the same tab and after the tab was closed', async ({
    context,
    server,
  }) => {
    await behindProxy(server, async (proxy) => {
      const page = await context.newPage();
      await openLoggedIn(page, proxy);
      expect(await page.evaluate(() => typeof SharedWorker)).toBe('undefined');
      await openAppointments(page, proxy);
      const before = countsOf(server);
      const first = await cancelOffline(page, proxy, 1);
      proxy.restore();
      await expect(row(page, first).getByTestId('appointment-status')).toHaveText('Отменена');

      const second = await cancelOffline(page, proxy, 1);
      await page.close();
      proxy.restore();
      const again = await context.newPage();
      await openAppointments(again, proxy);
      await expect(row(again, second).getByTestId('appointment-status')).toHaveText('Отменена');
      const after = countsOf(server);
      expect(after.cancelled - before.cancelled).toBe(2);
      expect(after.answers - before.answers).toBe(2);
    });
  });
});
