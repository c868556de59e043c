/**
 * `npm run bench`: every benchmark in one run, each printing markdown tables (BENCHMARKS.md quotes
 * them). Needs `npm run build` first. Switches:
 *  - BENCH_ONLY=lighthouse,reload,freetimes,load,schedule,booking,fuzz,kill,offline,published,search,import,pages,storage,cold,schedule-size,booking-size,history,render — the parts to run (default all;
 *    schedule, booking, fuzz and kill need no build: booking, fuzz and kill run the compiled server
 *    when there is one, else server/main.ts through tsx, as schedule always does; booking and half of
 *    kill run over a throwaway PostgreSQL);
 *  - BENCH_FUZZ_REQUESTS=10000 — requests of the fuzz run;
 *  - BENCH_RUNS=7 — runs of the reload and free-time timings; BENCH_LIGHTHOUSE_RUNS=5 — Lighthouse runs
 *    per page; BENCH_PAGES=/a,/b — the pages Lighthouse runs (default every public screen).
 *  - BENCH_OFFLINE_TRIALS=20 — trials of the offline part (cancels through the offline queue under faults).
 *  - BENCH_RENDER_PAGES=/a,/b — the pages whose rendering work the render part counts.
 *  - BENCH_NETWORKS=demo,wide — the clinic networks the size parts (lighthouse, search, storage, cold, render, schedule-size, booking-size) measure side by side
 *    (`deep` also known: 5 clinics of 2,000 services).
 *  - BENCH_BEFORE=<a built checkout> — measured first, beside this one (./builds.ts); BENCH_NOW_FIRST=1
 *    measures this one first instead.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { BENCH_LAUNCH } from './browser';
import { benchLighthouse, LIGHTHOUSE_CHROME } from './lighthouse';
import { benchFreeTimes } from './free-times';
import { benchLoad } from './load';
import { benchScheduleLoad, benchScheduleSize } from './schedule-load';
import { benchBookingPostgres } from './booking-postgres';
import { benchFuzz } from './fuzz';
import { benchKill } from './kill';
import { benchStartPage } from './start-page';
import { benchOfflineTrials } from './offline-trials';
import { benchPublishedTimes } from './published-times';
import { benchServicesSearch } from './services-search';
import { benchImportSize } from './import-size';
import { benchPageSizes } from './page-sizes';
import { benchStorageSize } from './storage-size';
import { benchColdVisit } from './cold-visit';
import { NETWORKS } from './networks';
import { benchLongHistory } from './long-history';
import { benchRenderWork } from './render-work';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PARTS = {
  lighthouse: () => benchLighthouse(LIGHTHOUSE_RUNS),
  reload: () => benchStartPage(RUNS),
  freetimes: () => benchFreeTimes(RUNS),
  load: () => benchLoad(),
  schedule: () => benchScheduleLoad(),
  booking: () => benchBookingPostgres(),
  fuzz: () => benchFuzz(),
  kill: () => benchKill(),
  offline: () => benchOfflineTrials(),
  published: () => benchPublishedTimes(),
  search: () => benchServicesSearch(RUNS),
  import: () => benchImportSize(),
  pages: () => benchPageSizes(),
  storage: () => benchStorageSize(),
  cold: () => benchColdVisit(Math.min(RUNS, 3)),
  'schedule-size': () => benchScheduleSize(),
  'booking-size': () => benchBookingPostgres(NETWORKS),
  history: () => benchLongHistory(RUNS),
  render: () => benchRenderWork(Math.min(RUNS, 5)),
} as const;
type Part = keyof typeof PARTS;

function chosenParts(): Part[] {
  const asked = (process.env.BENCH_ONLY ?? Object.keys(PARTS).join(','))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = asked.filter((part) => !(part in PARTS));
  if (unknown.length > 0) {
    console.error(
      `BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; known: ${Object.keys(PARTS).join(', ')}`,
    );
    process.exit(2);
  }
  return asked as Part[];
}

function chromiumVersion(executable: string): string {
  try {
    return execFileSync(executable, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `unknown (${executable} --version failed)`;
  }
}

const parts = chosenParts();
const playwrightChrome = BENCH_LAUNCH.executablePath ?? LIGHTHOUSE_CHROME;
const started = performance.now();
console.log(`## Priyom bench, ${new Date().toISOString()}\n`);
console.log(`- Chromium: ${chromiumVersion(LIGHTHOUSE_CHROME)} (${LIGHTHOUSE_CHROME})`);
if (playwrightChrome !== LIGHTHOUSE_CHROME)
  console.log(`- Playwright's Chromium: ${chromiumVersion(playwrightChrome)} (${playwrightChrome})`);
console.log(
  `- Node ${process.version}; load average at start ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(`- parts: ${parts.join(', ')}`);
for (const part of parts) await PARTS[part]();
console.log(`\nBench took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
