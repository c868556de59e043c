/**
 * What a queued cancel leads to, in a real browser with the network cut for real (./offline-support.ts):
 * once it is delivered or refused the appointments are fetched again, so the list shows the server's state
 * (a refusal also says why); and a queued cancel belongs to the client who made it — it is not sent while
 * another client is logged in on the device, and is sent once at its own client's next login, which the
 * logout announces.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, type RunningServer, test } from './harness';
import {
  CANCELLED,
  FAMILY,
  behindProxy,
  cancelOffline,
  countsOf,
  openAppointments,
  openCounted,
  queuedCancel,
  row,
  statusOf,
} from './offline-support';
import { signIn, signOut } from './shell-support';

test.use({ serviceWorkers: 'allow' });

const SINGLE = '79990000002';
const SERVICED = 7;

/** The clinic changes an appointment's status behind the app's back. */
function setStatus(server: RunningServer, id: string, status: number): void {
  const db = new Database(server.databaseFile);
  try {
    db.prepare('UPDATE appointments SET status = ? WHERE id = ?').run(status, Number(id));
  } finally {
    db.close();
  }
}

/** Idempotent cancels the server answered with anything but success (e.g. one sent for the wrong client). */
function unsuccessfulAnswers(server: RunningServer): number {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return (
      db.prepare('SELECT COUNT(*) AS n FROM idempotent_requests WHERE status <> 200').get() as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

/** The ids of the rows the client may cancel, in the list's order. */
async function cancellableIds(page: Page): Promise<string[]> {
  const rows = page.getByTestId('appointment-row').filter({ has: page.getByTestId('appointment-cancel') });
  return (
    await rows.evaluateAll((found) => found.map((one) => one.getAttribute('data-appointment-id')))
  ).filter((id): id is string => id !== null);
}

test('a delivered cancel fetches the appointments again: a change the clinic made meanwhile shows at once', async ({
  page,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    await openCounted(page, proxy, server);
    const [, other] = await cancellableIds(page);
    const id = await cancelOffline(page, proxy, 1);
    setStatus(server, other!, SERVICED);

    proxy.restore();
    await expect(row(page, id).getByTestId('appointment-status')).toHaveText('Отменена');
    await expect(row(page, other!).getByTestId('appointment-status')).toHaveText('Приём состоялся');
  });
});

test('a cancel the clinic refuses while it waits: the patient is told why and the list shows the server’s status', async ({
  page,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    const { before, id } = await queuedCancel(page, proxy, server);
    setStatus(server, id, SERVICED);

    proxy.restore();
    await expect(page.getByText('Клиника не приняла отмену записи')).toBeVisible();
    await expect(page.getByText('Статус записи изменился, отмена невозможна')).toBeVisible();
    await expect(row(page, id).getByTestId('appointment-status')).toHaveText('Приём состоялся');
    await expect(row(page, id).getByTestId('appointment-cancel-pending')).toHaveCount(0);
    await expect(page.getByTestId('waiting-actions')).toHaveText('');
    expect(statusOf(server, id)).toBe(SERVICED);
    expect(countsOf(server).cancelled).toBe(before.cancelled);
  });
});

test('a cancel queued before the device named its client waits for that client: not sent for another, sent once at its next login', async ({
  page,
  server,
}) => {
  // The page's timers run on a clock the test can move: the tab's retries, as after a long time offline.
  await page.clock.install();
  await behindProxy(server, async (proxy) => {
    const before = await openCounted(page, proxy, server);
    // The race this guards: the service worker's copy of the session does not name the client yet.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('priyom-session');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('tokens', 'readwrite').objectStore('tokens');
            const get = store.get('current');
            get.onsuccess = () => {
              store.put({ ...get.result, clientId: null }, 'current').onsuccess = () => resolve();
            };
          };
        }),
    );
    const mine = await cancelOffline(page, proxy, 1);

    // Logged out with the network still cut: the logout says the cancel waits for the next login here.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-logout').click();
    await expect(
      page.getByText(
        '1 отмена записи ещё не отправлена: она уйдёт после вашего следующего входа на этом устройстве',
      ),
    ).toBeVisible();
    proxy.restore();

    // Another client on this device: its own queued cancel goes through the queue past the waiting one.
    await signIn(page, SINGLE);
    await openAppointments(page, proxy);
    await expect(page.getByTestId('waiting-actions')).toHaveText('');
    const theirs = await cancelOffline(page, proxy, 1);
    proxy.restore();
    await expect(row(page, theirs).getByTestId('appointment-status')).toHaveText('Отменена');
    expect(statusOf(server, mine)).not.toBe(CANCELLED);
    expect(unsuccessfulAnswers(server)).toBe(0);
    expect(countsOf(server).answers - before.answers).toBe(1);

    // The first client's next login on this device sends it, once, and at once: the login asks for a
    // replay, where the tab's own retries are by now 30 s apart (each jump fires the one due).
    await signOut(page);
    for (let jump = 0; jump < 5; jump += 1) await page.clock.fastForward(30_000);
    await signIn(page, FAMILY);
    await expect.poll(() => statusOf(server, mine), { timeout: 10_000 }).toBe(CANCELLED);
    expect(countsOf(server).answers - before.answers).toBe(2);
    expect(unsuccessfulAnswers(server)).toBe(0);
  });
});
