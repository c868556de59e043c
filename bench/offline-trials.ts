/**
 * Offline trials: N cancellations, each made while a fault is on, delivered by the service worker's
 * offline queue once it is off; the server's database and log say for each whether it arrived (delivered),
 * never arrived (lost) or was carried out more than once (duplicated: more than one answer to its
 * Idempotency-Key that was not a replay of the first).
 *
 * One server with TEST_DROP_ANSWERS=1 (the first answer to every key is lost after the commit) behind a
 * TCP proxy (e2e/cut-proxy.ts), one Chromium logged in as a demo patient. Each trial takes a fresh
 * appointment (written into the database), cuts the link or not, sends the cancel from the page through
 * the service worker with a fresh key — the request the data worker makes — and then, at random: just
 * restores the link; closes the tab and reopens one; restarts the server; expires every access token.
 * Replays are asked for with the page's own message, as the tabs do.
 * BENCH_OFFLINE_TRIALS=200 sets N (default 20).
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import config from '../playwright.config';
import { startCutProxy } from '../e2e/cut-proxy';
import { type RunningServer, startServer } from '../e2e/harness';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts';
import { printTable } from './report';

const FAULTS = [
  'cut',
  'cut + tab closed',
  'cut + server restarted',
  'cut + token expired',
  'answer lost',
] as const;
type Fault = (typeof FAULTS)[number];
const CLIENT = 1;
const PHONE = '79990000001';
const DELIVERY_LIMIT_MS = 30_000;

export async function benchOfflineTrials(
  trials = Number(process.env.BENCH_OFFLINE_TRIALS ?? 20),
): Promise<void> {
  let server = await startServer({ env: { TEST_DROP_ANSWERS: '1' }, logLevel: 'info' });
  const proxy = await startCutProxy(server.url);
  const browser: Browser = await chromium.launch(config.use?.launchOptions);
  const tally = new Map<Fault, { delivered: number; lost: number; duplicated: number }>();
  let done = 0;
  let stopped = '';
  try {
    const context: BrowserContext = await browser.newContext();
    let page = await openPage(context, proxy.url, true);
    for (let trial = 0; trial < trials; trial += 1) {
      const fault = FAULTS[Math.floor(Math.random() * FAULTS.length)]!;
      const id = addAppointment(server, trial);
      const key = randomUUID();
      const logFrom = server.output().length;
      if (fault !== 'answer lost') proxy.cut();
      const queued = await sendCancel(page, id, key);
      if (fault === 'cut + tab closed') {
        await page.close();
      } else if (fault === 'cut + server restarted') {
        await server.stop();
        server = await startServer({
          dataDir: server.dataDir,
          env: { TEST_DROP_ANSWERS: '1' },
          logLevel: 'info',
        });
        proxy.retarget(server.url);
      } else if (fault === 'cut + token expired') {
        const db = new Database(server.databaseFile);
        db.prepare('UPDATE refresh_tokens SET access_expires_at = ?').run(new Date(0).toISOString());
        db.close();
      }
      proxy.restore();
      if (page.isClosed()) page = await openPage(context, proxy.url, false);
      const delivered = queued && (await waitForCancel(page, server, id));
      // The server's log reaches us a little after the database changed: this trial's lines first.
      await quietLog(server);
      const answers = freshAnswers(server.output().slice(fault === 'cut + server restarted' ? 0 : logFrom));
      const row = tally.get(fault) ?? { delivered: 0, lost: 0, duplicated: 0 };
      if (delivered) row.delivered += 1;
      else row.lost += 1;
      if (answers > 1) row.duplicated += 1;
      tally.set(fault, row);
      done += 1;
    }
  } catch (error) {
    // A harness failure (a restarted server that did not come up in time on a loaded machine) ends the
    // run; the trials made so far are still counted.
    stopped = ` — stopped after ${done}: ${String(error).split('\n')[0]}`;
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
  }
  const rows = FAULTS.filter((fault) => tally.has(fault)).map((fault) => {
    const { delivered, lost, duplicated } = tally.get(fault)!;
    return [fault, String(delivered + lost), String(delivered), String(lost), String(duplicated)];
  });
  const sum = (column: number) => String(rows.reduce((total, row) => total + Number(row[column]), 0));
  rows.push(['all', sum(1), sum(2), sum(3), sum(4)]);
  printTable(
    `Offline trials (${done} of ${trials}, faults at random${stopped})`,
    ['fault', 'trials', 'delivered', 'lost', 'duplicated'],
    rows,
  );
}

async function openPage(context: BrowserContext, url: string, login: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  if (login) {
    await page.waitForFunction(() => '__priyomShell' in window);
    await page.evaluate(
      ([phone, password]) =>
        (
          window as unknown as { __priyomShell: { signInForTest(p: string, w: string): Promise<boolean> } }
        ).__priyomShell.signInForTest(phone!, password!),
      [PHONE, DEMO_PASSWORD],
    );
  }
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // The service worker keys a cancel to the client of the stored pair: wait until it is named.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('priyom-session');
        open.onsuccess = () => {
          const get = open.result.transaction('tokens').objectStore('tokens').get('current');
          get.onsuccess = () => resolve(typeof get.result?.clientId === 'number');
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
  );
  return page;
}

/** A future appointment of the demo patient, one slot per trial. */
function addAppointment(server: RunningServer, trial: number): number {
  const db = new Database(server.databaseFile);
  try {
    const doctor = db
      .prepare('SELECT doctor_id, clinic_id FROM appointments WHERE client_id = ? LIMIT 1')
      .get(CLIENT) as {
      doctor_id: number;
      clinic_id: number;
    };
    const at = new Date().toISOString();
    const date = new Date(Date.UTC(2031, 0, 1) + Math.floor(trial / 16) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const time = `${String(8 + Math.floor((trial % 16) / 2)).padStart(2, '0')}:${trial % 2 ? '30' : '00'}`;
    const result = db
      .prepare(
        `INSERT INTO appointments (client_id, clinic_id, doctor_id, service_id, date, time, duration_minutes, status,
           created_at, updated_at) VALUES (?, ?, ?, NULL, ?, ?, 30, 2, ?, ?)`,
      )
      .run(CLIENT, doctor.clinic_id, doctor.doctor_id, date, time, at, at);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** The cancel the data worker sends, from the page through its service worker; true when it was queued or answered. */
function sendCancel(page: Page, appointmentId: number, key: string): Promise<boolean> {
  return page.evaluate(
    async ([id, intent]) => {
      const token = await new Promise<string>((resolve) => {
        const open = indexedDB.open('priyom-session');
        open.onsuccess = () => {
          const get = open.result.transaction('tokens').objectStore('tokens').get('current');
          get.onsuccess = () => resolve(get.result?.accessToken ?? '');
        };
      });
      const answer = await fetch('/api/clients/cancel-appointment', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': intent as string,
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ appointmentId: id }),
      }).catch(() => null);
      return answer !== null;
    },
    [appointmentId, key] as const,
  );
}

async function waitForCancel(page: Page, server: RunningServer, id: number): Promise<boolean> {
  const until = Date.now() + DELIVERY_LIMIT_MS;
  while (Date.now() < until) {
    const db = new Database(server.databaseFile, { readonly: true });
    const row = db.prepare('SELECT status FROM appointments WHERE id = ?').get(id) as { status: number };
    db.close();
    if (row.status === 4) return true;
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'priyom-queue-replay' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function quietLog(server: RunningServer): Promise<void> {
  for (let last = -1, tries = 0; server.output().length !== last && tries < 10; tries += 1) {
    last = server.output().length;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Cancel answers in the log that did the work (200, not replayed from the store). */
function freshAnswers(log: string): number {
  let count = 0;
  for (const line of log.split('\n')) {
    if (!line.includes('cancel-appointment"')) continue;
    if (line.includes('"status":200') && !line.includes('"replayed":true')) count += 1;
  }
  return count;
}
