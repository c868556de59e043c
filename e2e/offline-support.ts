/**
 * What the offline-queue specs share: the app behind a TCP proxy the test cuts (Playwright's setOffline
 * does not reach the data worker's SharedWorker), a logged-in tab on the appointments, a cancel made
 * with the network cut, and the server database's counts the tests compare before and after.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { type CutProxy, startCutProxy } from './cut-proxy';
import { expect, type RunningServer } from './harness';
import { untilServiceWorkerControls } from './service-worker';
import { hooks, signIn } from './shell-support';

export const FAMILY = '79990000001';

export async function behindProxy(server: RunningServer, use: (proxy: CutProxy) => Promise<void>) {
  const proxy = await startCutProxy(server.url);
  try {
    await use(proxy);
  } finally {
    await proxy.close();
  }
}

/** Opens the app through the proxy (or at the server itself), logged in, with the service worker in control. */
export async function openLoggedIn(page: Page, proxy: Pick<CutProxy, 'url'>, phone = FAMILY): Promise<void> {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(proxy.url);
  await signIn(page, phone);
  await untilServiceWorkerControls(page);
}

export async function openAppointments(page: Page, proxy: CutProxy): Promise<void> {
  await page.goto(`${proxy.url}/appointments`);
  await hooks(page);
  await expect(page.getByTestId('appointment-row').first()).toBeVisible();
}

export const row = (page: Page, id: string) =>
  page.locator(`[data-testid="appointment-row"][data-appointment-id="${id}"]`);

/** Cancels the first cancellable appointment with the network cut; answers its id. */
export async function cancelOffline(page: Page, proxy: CutProxy, waiting: number): Promise<string> {
  const cancellable = page
    .getByTestId('appointment-row')
    .filter({ has: page.getByTestId('appointment-cancel') })
    .first();
  const id = (await cancellable.getAttribute('data-appointment-id'))!;
  proxy.cut();
  await cancellable.getByTestId('appointment-cancel').click();
  await page.getByTestId('cancel-confirm').click();
  await expect(page.getByText('Нет сети: отмена записи будет отправлена')).toBeVisible();
  await expect(row(page, id).getByTestId('appointment-cancel-pending')).toHaveText('Отмена ждёт отправки');
  await expect(page.getByTestId('waiting-actions')).toContainText(
    waiting === 1 ? '1 действие ждёт отправки' : `${waiting} действия ждут отправки`,
  );
  return id;
}

/** Opens the appointments logged in; answers the server's counts before the test acts. */
export async function openCounted(page: Page, proxy: CutProxy, server: RunningServer) {
  await openLoggedIn(page, proxy);
  await openAppointments(page, proxy);
  return countsOf(server);
}

/** An appointment's status number as the server's database holds it. */
export const CANCELLED = 4;

export function statusOf(server: RunningServer, id: string): number {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return (db.prepare('SELECT status FROM appointments WHERE id = ?').get(Number(id)) as { status: number })
      .status;
  } finally {
    db.close();
  }
}

export function countsOf(server: RunningServer) {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    const one = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
    return {
      cancelled: one('SELECT COUNT(*) AS n FROM appointments WHERE status = 4'),
      feedbacks: one('SELECT COUNT(*) AS n FROM feedbacks'),
      /** Answers stored for Idempotency-Keys: one per request that did its work. */
      answers: one('SELECT COUNT(*) AS n FROM idempotent_requests WHERE status = 200'),
      liveTokens: one('SELECT COUNT(*) AS n FROM refresh_tokens WHERE revoked_at IS NULL'),
    };
  } finally {
    db.close();
  }
}

/** Opens the appointments logged in and cancels one with the network cut (left cut): the counts before, its id. */
export async function queuedCancel(page: Page, proxy: CutProxy, server: RunningServer) {
  const before = await openCounted(page, proxy, server);
  return { before, id: await cancelOffline(page, proxy, 1) };
}
