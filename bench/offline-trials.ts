/**
 * Offline trials: N cancellations, each made while a fault is on, delivered by the service worker's
 * offline queue once it is off; the server's database and log say for each whether it arrived (delivered),
 * never arrived (lost), arrived only after the wait (late), or was carried out more than once (duplicated:
 * more than one answer to a cancel that did the work, i.e. not a replay of the first answer to its key).
 *
 * One server with TEST_DROP_ANSWERS=1 (the first answer to every key is lost after the commit) behind a
 * TCP proxy (e2e/cut-proxy.ts), one Chromium tab logged in as a demo patient, all reused from trial to
 * trial; only the faults that are a restart restart something (the server, or the tab when it is closed).
 * Each trial takes a fresh appointment (written into the database), cuts the link or not, sends the
 * cancel from the page through the service worker with a fresh key — the request the data worker
 * makes — and then, at random: just restores the link; closes the tab and reopens one; restarts the
 * server; expires every access token. Replays are asked for with the page's own message, as the tabs do.
 *
 * Every trial has a time limit: one that does not finish in it is counted as hung, with its fault and the
 * step it was at, and the rig is set right (tab reopened, server started) before the next. One line per
 * trial is printed as it ends. BENCH_OFFLINE_TRIALS=200 sets N (default 20).
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { BENCH_LAUNCH } from './browser';
import { type CutProxy, startCutProxy } from '../e2e/cut-proxy';
import { type RunningServer, startServer } from '../e2e/harness';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts';
import { median, printTable } from './report';

const FAULTS = [
  'cut',
  'cut + tab closed',
  'cut + server restarted',
  'cut + token expired',
  'answer lost',
] as const;
type Fault = (typeof FAULTS)[number];
type Outcome = 'delivered' | 'lost' | 'hung';
const CLIENT = 1;
const PHONE = '79990000001';
/** How long a trial waits for its cancel in the database once the fault is off. */
const DELIVERY_LIMIT_MS = 30_000;
/** A trial past this (restarts included) is hung: something waits on nothing. */
const TRIAL_LIMIT_MS = 120_000;
/** This many hung trials in a row: the rig itself is broken, the run stops. */
const HUNG_IN_A_ROW = 3;
const SERVER_ENV = { TEST_DROP_ANSWERS: '1' };
const CANCELLED = 4;

interface Rig {
  server: RunningServer;
  /** False between a restart's stop and start (a hung restart leaves it so). */
  serverUp: boolean;
  proxy: CutProxy;
  context: BrowserContext;
  page: Page;
}

interface TrialRecord {
  fault: Fault;
  appointmentId: number;
  outcome: Outcome;
  ms: number;
  /** Cancel answers that did the work before this trial began: its window runs to the next one's. */
  freshStart: number;
}

export async function benchOfflineTrials(
  trials = Number(process.env.BENCH_OFFLINE_TRIALS ?? 20),
): Promise<void> {
  const browser = await chromium.launch(BENCH_LAUNCH);
  const server = await startServer({ env: SERVER_ENV, logLevel: 'info' });
  const proxy = await startCutProxy(server.url);
  const context = await browser.newContext();
  const rig: Rig = { server, serverUp: true, proxy, context, page: await openPage(context, proxy.url, true) };
  const answers = freshAnswerCounter(rig);
  const records: TrialRecord[] = [];
  let stopped = '';
  let hungInARow = 0;
  try {
    for (let trial = 1; trial <= trials; trial += 1) {
      const fault = FAULTS[Math.floor(Math.random() * FAULTS.length)]!;
      const appointmentId = addAppointment(rig.server, trial);
      const freshStart = answers.total();
      const started = performance.now();
      const step: Step = { name: 'start', abandoned: false };
      const run = runTrial(rig, fault, appointmentId, step, answers);
      const outcome = await withinLimit(run, TRIAL_LIMIT_MS);
      const ms = Math.round(performance.now() - started);
      records.push({ fault, appointmentId, outcome, ms, freshStart });
      if (outcome === 'hung') {
        step.abandoned = true;
        console.log(`trial ${trial}/${trials} ${fault}: hung at "${step.name}" (${ms} ms)`);
        hungInARow += 1;
        if (hungInARow >= HUNG_IN_A_ROW) throw new Error(`${HUNG_IN_A_ROW} trials hung in a row`);
        await recover(rig, run, answers);
        continue;
      }
      hungInARow = 0;
      // The log line follows the database's change by a moment.
      if (outcome === 'delivered') await answers.waitFor(freshStart + 1, 2_000);
      const fresh = answers.total() - freshStart;
      console.log(`trial ${trial}/${trials} ${fault}: ${outcome}, ${fresh} fresh answer(s) (${ms} ms)`);
    }
  } catch (error) {
    // A broken rig (a restarted server that never came up, a browser that stopped answering) ends the
    // run; the trials made so far are still counted.
    stopped = ` — stopped after ${records.length}: ${String(error).split('\n')[0]}`;
  }
  // A second answer that comes after its trial ended still counts: give the last one a moment too.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const windows = records.map(
    (record, at) => (records[at + 1]?.freshStart ?? answers.total()) - record.freshStart,
  );
  const late = rig.serverUp ? cancelledAmong(rig.server, records) : new Set<number>();
  await browser.close().catch(() => undefined);
  await proxy.close();
  await rig.server.stop();
  printSummary(records, windows, late, trials, stopped);
}

interface Step {
  name: string;
  /** Set when the trial's time ran out: it must no longer touch the rig. */
  abandoned: boolean;
}

/** The trial's outcome, or hung when it takes longer than the limit. */
async function withinLimit(run: Promise<Outcome>, limit: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve('hung'), limit);
  });
  try {
    return await Promise.race([run.catch((): Outcome => 'hung'), hung]);
  } finally {
    clearTimeout(timer);
  }
}

async function runTrial(
  rig: Rig,
  fault: Fault,
  appointmentId: number,
  step: Step,
  answers: FreshAnswers,
): Promise<Outcome> {
  const at = (name: string) => {
    if (step.abandoned) throw new Error('abandoned');
    step.name = name;
  };
  at('cut');
  if (fault !== 'answer lost') rig.proxy.cut();
  at('send');
  const queued = await sendCancel(rig.page, appointmentId, randomUUID());
  if (fault === 'cut + tab closed') {
    at('close tab');
    await rig.page.close();
  } else if (fault === 'cut + server restarted') {
    at('stop server');
    rig.serverUp = false;
    await rig.server.stop();
    at('start server');
    const restarted = await startServer({ dataDir: rig.server.dataDir, env: SERVER_ENV, logLevel: 'info' });
    at('retarget');
    rig.server = restarted;
    rig.serverUp = true;
    answers.follow(restarted);
    rig.proxy.retarget(restarted.url);
  } else if (fault === 'cut + token expired') {
    at('expire tokens');
    const db = new Database(rig.server.databaseFile);
    db.prepare('UPDATE refresh_tokens SET access_expires_at = ?').run(new Date(0).toISOString());
    db.close();
  }
  at('restore');
  rig.proxy.restore();
  if (rig.page.isClosed()) {
    at('reopen tab');
    rig.page = await openPage(rig.context, rig.proxy.url, false);
  }
  at('wait for delivery');
  return queued && (await waitForCancel(rig, appointmentId, step)) ? 'delivered' : 'lost';
}

/** After a hung trial: the link back, its tab replaced, the server running, before the next trial. */
async function recover(rig: Rig, run: Promise<Outcome>, answers: FreshAnswers): Promise<void> {
  rig.proxy.restore();
  // Closing the tab ends any evaluate the trial still waits on, so it settles and stops touching the rig.
  await rig.page.close().catch(() => undefined);
  await withinLimit(run, 30_000);
  if (!rig.serverUp) {
    rig.server = await startServer({ dataDir: rig.server.dataDir, env: SERVER_ENV, logLevel: 'info' });
    rig.serverUp = true;
    answers.follow(rig.server);
    rig.proxy.retarget(rig.server.url);
  }
  rig.page = await openPage(rig.context, rig.proxy.url, false);
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
      const session = await new Promise<{ accessToken?: string; clientId?: number } | undefined>(
        (resolve) => {
          const open = indexedDB.open('priyom-session');
          open.onsuccess = () => {
            const get = open.result.transaction('tokens').objectStore('tokens').get('current');
            get.onsuccess = () => resolve(get.result);
          };
        },
      );
      const answer = await fetch('/api/clients/cancel-appointment', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': intent as string,
          Authorization: `Bearer ${session?.accessToken ?? ''}`,
          // The data worker names the client the cancel acts for; the service worker keeps it with the item.
          'Priyom-Queue-Owner': String(session?.clientId ?? ''),
        },
        body: JSON.stringify({ appointmentId: id }),
      }).catch(() => null);
      return answer !== null;
    },
    [appointmentId, key] as const,
  );
}

function statusOf(server: RunningServer, id: number): number | undefined {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return (
      db.prepare('SELECT status FROM appointments WHERE id = ?').get(id) as { status: number } | undefined
    )?.status;
  } finally {
    db.close();
  }
}

async function waitForCancel(rig: Rig, id: number, step: Step): Promise<boolean> {
  const until = Date.now() + DELIVERY_LIMIT_MS;
  let asked = 0;
  while (Date.now() < until && !step.abandoned) {
    if (statusOf(rig.server, id) === CANCELLED) return true;
    // What a tab does when the network comes back: ask the service worker to replay (once a second).
    if (Date.now() - asked >= 1_000) {
      asked = Date.now();
      await rig.page.evaluate(() =>
        navigator.serviceWorker.controller?.postMessage({ type: 'priyom-queue-replay' }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

/** The appointments among the lost trials' that the server has cancelled by now. */
function cancelledAmong(server: RunningServer, records: TrialRecord[]): Set<number> {
  return new Set(
    records
      .filter(
        (record) => record.outcome !== 'delivered' && statusOf(server, record.appointmentId) === CANCELLED,
      )
      .map((record) => record.appointmentId),
  );
}

type FreshAnswers = ReturnType<typeof freshAnswerCounter>;

/**
 * Counts the cancel answers that did the work (200, not replayed from the idempotency store) in the
 * servers' logs, across restarts: the log of a stopped server is counted to its end before the next.
 */
function freshAnswerCounter(rig: Rig) {
  let server = rig.server;
  let offset = 0;
  let counted = 0;
  const count = () => {
    const log = server.output();
    const end = log.lastIndexOf('\n') + 1;
    for (const line of log.slice(offset, end).split('\n')) {
      if (
        line.includes('cancel-appointment"') &&
        line.includes('"status":200') &&
        !line.includes('"replayed":true')
      )
        counted += 1;
    }
    offset = Math.max(offset, end);
    return counted;
  };
  return {
    total: count,
    /** The server was restarted: the stopped one's log is counted to its end, then the new one's. */
    follow(next: RunningServer) {
      count();
      server = next;
      offset = 0;
    },
    async waitFor(total: number, limit: number) {
      const until = Date.now() + limit;
      while (count() < total && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

function printSummary(
  records: TrialRecord[],
  windows: number[],
  late: Set<number>,
  trials: number,
  stopped: string,
): void {
  const rows = FAULTS.flatMap((fault) => {
    const mine = records.flatMap((record, at) =>
      record.fault === fault ? [{ record, fresh: windows[at]! }] : [],
    );
    if (mine.length === 0) return [];
    const count = (test: (one: (typeof mine)[number]) => boolean) => String(mine.filter(test).length);
    return [
      [
        fault,
        String(mine.length),
        count(({ record }) => record.outcome === 'delivered'),
        count(({ record }) => record.outcome === 'lost' && !late.has(record.appointmentId)),
        count(({ record }) => record.outcome !== 'delivered' && late.has(record.appointmentId)),
        count(({ record }) => record.outcome === 'hung'),
        count(({ fresh }) => fresh > 1),
        String(
          median(mine.filter(({ record }) => record.outcome === 'delivered').map(({ record }) => record.ms)),
        ),
      ],
    ];
  });
  const sum = (column: number) => String(rows.reduce((total, row) => total + Number(row[column]), 0));
  const all = median(records.filter((record) => record.outcome === 'delivered').map((record) => record.ms));
  rows.push(['all', sum(1), sum(2), sum(3), sum(4), sum(5), sum(6), String(all)]);
  printTable(
    `Offline trials (${records.length} of ${trials}, faults at random${stopped})`,
    ['fault', 'trials', 'delivered', 'lost', 'late', 'hung', 'duplicated', 'median ms (delivered)'],
    rows,
  );
  console.log(
    `\nlate: not in the database within ${DELIVERY_LIMIT_MS / 1000} s but cancelled by the end of the run;` +
      ` hung: the trial passed ${TRIAL_LIMIT_MS / 1000} s (its step is in its line above).`,
  );
}
