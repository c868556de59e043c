/**
 * A deploy made while actions wait in the previous version's stores: that version's service worker kept
 * a request that got no answer in Workbox's background-sync queues (a cancel in its client's queue, a
 * feedback in the shared one) and wrote an answered one's outcome to its own outcome store. This device
 * holds exactly that, written as Workbox 7 and the previous service worker wrote it, when this version
 * loads with the network back: each waiting action reaches the server once, and the old stores are
 * emptied (Workbox's) or gone (the outcome store).
 */
import Database from 'better-sqlite3';
import { demoLinkPath } from './demo-link';
import { expect, type RunningServer, test } from './harness';
import { FAMILY, behindProxy, countsOf, openCounted } from './offline-support';
import { signIn } from './shell-support';

test.use({ serviceWorkers: 'allow' });

/** The previous version's queue names: the shared one, and one per client for cancels. */
const SHARED_QUEUE = 'priyom-offline-actions';
const OUTCOMES_DB = 'priyom-offline-queue';
const WORKBOX_DB = 'workbox-background-sync';

interface OldEntry {
  queueName: string;
  url: string;
  body: object;
  metadata: { kind: string; intentKey: string; owner: number | null };
}

function statusOf(server: RunningServer, appointmentId: number): number {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return (
      db.prepare('SELECT status FROM appointments WHERE id = ?').get(appointmentId) as { status: number }
    ).status;
  } finally {
    db.close();
  }
}

function ownerOf(server: RunningServer, appointmentId: number): number {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    return (
      db.prepare('SELECT client_id FROM appointments WHERE id = ?').get(appointmentId) as {
        client_id: number;
      }
    ).client_id;
  } finally {
    db.close();
  }
}

test('a deploy made while a cancel and a feedback wait in the old stores sends each once and leaves the old stores empty', async ({
  browser,
  context,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    // What to cancel: the family login's first cancellable appointment, looked up on another device.
    const lookup = await browser.newContext();
    const other = await lookup.newPage();
    await openCounted(other, proxy, server);
    const appointmentId = Number(
      await other
        .getByTestId('appointment-row')
        .filter({ has: other.getByTestId('appointment-cancel') })
        .first()
        .getAttribute('data-appointment-id'),
    );
    await lookup.close();
    const owner = ownerOf(server, appointmentId);
    const feedbackKey = decodeURIComponent((await demoLinkPath(server, 'feedback')).split('/').pop() ?? '');
    const before = countsOf(server);

    const entries: OldEntry[] = [
      {
        queueName: `${SHARED_QUEUE}:client:${owner}`,
        url: `${proxy.url}/api/clients/cancel-appointment`,
        body: { appointmentId },
        metadata: { kind: 'cancel-appointment', intentKey: crypto.randomUUID(), owner },
      },
      {
        queueName: SHARED_QUEUE,
        url: `${proxy.url}/api/clients/create-feedback`,
        body: { key: feedbackKey, generalAssessmentOfAdmission: 8, netPromoterScore: 10, comment: 'Хорошо' },
        metadata: { kind: 'create-feedback', intentKey: crypto.randomUUID(), owner: null },
      },
    ];
    // A document of the app's origin that runs none of the app: the previous version's stores are
    // written before this version's service worker or data worker has started.
    const page = await context.newPage();
    await page.goto(`${proxy.url}/manifest.webmanifest`);
    await page.evaluate(
      async ({ entries, workboxDb, outcomesDb, answered }) => {
        const open = (name: string, version: number, upgrade: (db: IDBDatabase) => void) =>
          new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(name, version);
            request.onupgradeneeded = () => upgrade(request.result);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const done = (transaction: IDBTransaction) =>
          new Promise<void>((resolve, reject) => {
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(transaction.error);
          });
        // Workbox 7's QueueDb and what its Queue.pushRequest stores (StorableRequest.fromRequest).
        const workbox = await open(workboxDb, 3, (db) =>
          db
            .createObjectStore('requests', { autoIncrement: true, keyPath: 'id' })
            .createIndex('queueName', 'queueName', { unique: false }),
        );
        for (const entry of entries) {
          // The previous service worker's copy: the data worker's headers, credentials and owner stripped.
          const request = new Request(entry.url, {
            method: 'POST',
            headers: {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              'Idempotency-Key': entry.metadata.intentKey,
            },
            body: JSON.stringify(entry.body),
          });
          const requestData: Record<string, unknown> = {
            url: request.url,
            headers: Object.fromEntries(request.headers.entries()),
            body: await request.clone().arrayBuffer(),
          };
          for (const property of [
            'method',
            'referrer',
            'referrerPolicy',
            'mode',
            'credentials',
            'cache',
            'redirect',
            'integrity',
            'keepalive',
          ] as const) {
            if (request[property] !== undefined) requestData[property] = request[property];
          }
          const adding = workbox.transaction('requests', 'readwrite');
          adding.objectStore('requests').add({
            requestData,
            timestamp: Date.now(),
            metadata: entry.metadata,
            queueName: entry.queueName,
          });
          await done(adding);
        }
        workbox.close();
        // The previous service worker's outcome store, holding one answer its data worker had not taken yet.
        const outcomes = await open(outcomesDb, 1, (db) =>
          db.createObjectStore('outcomes', { keyPath: 'intentKey' }),
        );
        const writing = outcomes.transaction('outcomes', 'readwrite');
        writing.objectStore('outcomes').put(answered);
        await done(writing);
        outcomes.close();
      },
      {
        entries,
        workboxDb: WORKBOX_DB,
        outcomesDb: OUTCOMES_DB,
        answered: {
          intentKey: crypto.randomUUID(),
          kind: 'create-feedback',
          delivered: true,
          status: 200,
          errors: {},
          at: Date.now(),
        },
      },
    );

    // This version loads with the network there; the cancel goes once its own client has logged in.
    await page.goto(proxy.url);
    await signIn(page, FAMILY);
    await expect.poll(() => statusOf(server, appointmentId), { timeout: 30_000 }).toBe(4);
    await expect.poll(() => countsOf(server).feedbacks - before.feedbacks, { timeout: 30_000 }).toBe(1);
    // Once each, and no second time for the tab's later asks to replay.
    await page.waitForTimeout(2500);
    const after = countsOf(server);
    expect(after.answers - before.answers).toBe(2);
    expect(after.cancelled - before.cancelled).toBe(1);
    expect(after.feedbacks - before.feedbacks).toBe(1);

    // The database names, and every record of one store (none when its database is not there).
    const left = (database: string, store: string) =>
      page.evaluate(
        async ({ database, store }) => {
          const names = (await indexedDB.databases()).map((one) => one.name);
          if (!names.includes(database)) return { names, records: [] as unknown[] };
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(database);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          const reading = db.transaction(store, 'readonly').objectStore(store).getAll();
          const records = await new Promise<unknown[]>((resolve) => {
            reading.onsuccess = () => resolve(reading.result);
          });
          db.close();
          return { names, records };
        },
        { database, store },
      );
    await expect.poll(async () => (await left(WORKBOX_DB, 'requests')).names).not.toContain(OUTCOMES_DB);
    expect((await left(WORKBOX_DB, 'requests')).records).toEqual([]);
    // In this version's store nothing waits and nothing is left unsettled (a report a tab showed is gone).
    await expect
      .poll(async () =>
        (await left('priyom-offline-actions', 'actions')).records.filter((record) => {
          const { request, settled } = record as { request: unknown; settled?: boolean };
          return request !== null || settled !== true;
        }),
      )
      .toEqual([]);
  });
});
