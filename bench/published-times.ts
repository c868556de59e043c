/**
 * The published free times (server/published-times) at a large network: the `wide` made-up network
 * (100 clinics, 3,000 doctors, `npm run network:generate`) imported into a fresh embedded SQLite
 * database, the app in this process (its clock moved by hand, so the next read comes without waiting
 * 30 s) and asked as a slot-discovery client asks: the manifest cold (one read of the network and every
 * file's fingerprint), kept, revalidated and on the next read (the cost every 30 s while someone polls);
 * then every file, first as text (written when asked for), then brotli as clients take it. Prints the
 * times, the bytes and the heap the read keeps.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { generateNetwork, networkText } from '../scripts/generate-network';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { importNetworkFile } from '../server/import/import-network';
import { ms, printTable, spread } from './report';

const MIB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;

interface Manifest {
  transactionTime: string;
  output: { type: string; url: string }[];
}

export async function benchPublishedTimes(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'priyom-published-'));
  const { db } = openDatabase({ databaseUrl: null, dataDir: dir });
  try {
    await migrateToLatest(db, 'sqlite');
    const file = path.join(dir, 'network.json');
    writeFileSync(file, networkText(generateNetwork({ shape: 'wide' })));
    const imported = await importNetworkFile(db, file);
    if (!imported.ok) throw new Error(`the wide network did not import: ${imported.error.join('; ')}`);
    const clock = { now: Date.now() };
    const app = createApp({
      db,
      staticDir: dir,
      logger: pino({ level: 'silent' }),
      booking: { now: () => clock.now },
    });
    const timed = async (url: string, headers: Record<string, string> = {}) => {
      const started = performance.now();
      const res = await app.request(url, { headers });
      const body = new Uint8Array(await res.arrayBuffer());
      return { ms: performance.now() - started, res, body };
    };
    const manifestUrl = 'http://localhost/api/fhir/$bulk-publish';
    const br = { 'accept-encoding': 'br' };

    const cold = await timed(manifestUrl);
    const manifest = JSON.parse(new TextDecoder().decode(cold.body)) as Manifest;
    const kept = await timed(manifestUrl, br);
    const etag = kept.res.headers.get('etag') ?? '';
    const revalidated = await timed(manifestUrl, { ...br, 'if-none-match': etag });
    clock.now += 31_000;
    const next: number[] = [];
    for (let read = 0; read < 3; read++) {
      next.push((await timed(manifestUrl)).ms);
      clock.now += 31_000;
    }
    // The read the last request made is still kept: the client that polled at the first read asks.
    clock.now -= 31_000;
    const since = await timed(`${manifestUrl}?_since=${encodeURIComponent(manifest.transactionTime)}`);
    const sinceOutput = (JSON.parse(new TextDecoder().decode(since.body)) as Manifest).output.length;

    const writes: number[] = [];
    const compressed: number[] = [];
    let rawBytes = 0;
    let brBytes = 0;
    let slots = 0;
    const started = performance.now();
    for (const entry of manifest.output) {
      const text = await timed(entry.url);
      writes.push(text.ms);
      rawBytes += text.body.byteLength;
      if (entry.type === 'Slot') for (const byte of text.body) if (byte === 10) slots += 1;
      const packed = await timed(entry.url, br);
      compressed.push(packed.ms);
      brBytes += packed.body.byteLength;
    }
    const allFiles = performance.now() - started;
    (globalThis as { gc?: () => void }).gc?.();
    const heap = process.memoryUsage().heapUsed;

    const cell = (values: number[]) => {
      const { median, max } = spread(values);
      return `${ms(median)} (max ${ms(max)})`;
    };
    printTable(
      'Published free times, wide network (100 clinics, 3,000 doctors, 4 weeks), embedded SQLite, in process',
      ['measured', 'figure'],
      [
        ['manifest, cold: one read of the network + every file fingerprinted', `${ms(cold.ms)} ms`],
        [
          'manifest, kept (brotli)',
          `${ms(kept.ms)} ms, ${kept.body.byteLength} B (${cold.body.byteLength} B raw)`,
        ],
        ['manifest, If-None-Match', `${ms(revalidated.ms)} ms, ${revalidated.res.status}`],
        [
          'manifest on each next read (30 s apart; what polling costs), median (max) of 3',
          `${cell(next)} ms`,
        ],
        [
          'manifest with `_since` the first transactionTime',
          `${ms(since.ms)} ms, ${sinceOutput} files listed`,
        ],
        ['files', `${manifest.output.length} (${slots} slots)`],
        ['a file written (text), median (max)', `${cell(writes)} ms`],
        ['a file again, brotli, median (max)', `${cell(compressed)} ms`],
        ['every file, text then brotli, one after another', `${ms(allFiles)} ms`],
        ['bytes of all files: text / brotli', `${mib(rawBytes)} / ${mib(brBytes)}`],
        [
          'heap after, collected',
          process.env.NODE_OPTIONS?.includes('expose-gc') ? mib(heap) : 'run with --expose-gc',
        ],
      ],
    );
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
