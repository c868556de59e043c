/**
 * Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU), performance only: every public screen beside
 * a static page of the same content served by a tiny node:http server — hand-written for the start page
 * and clinic 1's menu (bench/baseline-pages.ts), the app's own screen frozen without its scripts for the
 * others (bench/snapshot-baseline.ts). Every run is a new Chromium with a new profile (cold cache, first visit);
 * per page each figure is the median of the runs. "JS transferred" counts the page's own scripts:
 * Lighthouse does not see into the shared worker, so its bundle counts 0 bytes there.
 */
import type { RunningServer } from '../e2e/harness';
import { buildBaseline } from './baseline-pages';
import { type Build, builds } from './builds';
import { ms, printTable } from './report';
import { snapshotBaselines } from './snapshot-baseline';
import { serveFiles } from './static-server';
import { resolvePage } from './demo-links';
import { NETWORKS, type NetworkName, startNetworkServer, stopNetworkServer } from './networks';
import { benchTool } from './tools';

/** The parts of chrome-launcher and Lighthouse the bench uses (they are installed by the bench itself). */
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}
interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    environment?: { benchmarkIndex?: number };
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

export const LIGHTHOUSE_CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const MENU_CLINIC = 1;
/**
 * Every public screen, as a patient arriving from a link opens it. Registration and recovery are modes
 * of the authorization panel on `/authorization`, not pages of their own. The link screens open the
 * demo's real confirmation and feedback links (./demo-links.ts): a key the server does not know shows
 * only a spinner and then the start page, which is not what a patient with a link waits for; that
 * unknown key stays as one more page, since it is a path patients take too.
 * BENCH_PAGES=/a,/b,demo:feedback runs only those.
 */
export const PUBLIC_PAGES = [
  '/',
  `/clinic/${MENU_CLINIC}/menu`,
  `/clinic/${MENU_CLINIC}/doctor/1`,
  `/clinic/${MENU_CLINIC}/service/72`,
  `/clinic/${MENU_CLINIC}/services/101`,
  '/authorization',
  `/clinic/${MENU_CLINIC}/services`,
  `/clinic/${MENU_CLINIC}/specialties`,
  `/clinic/${MENU_CLINIC}/doctors`,
  // The clinic information (an address the route table does not know, like …/information, opens the start page).
  `/clinic/${MENU_CLINIC}`,
  '/end-user-license-agreement',
  '/privacy-policy',
  'demo:confirmation',
  'demo:feedback',
  '/appointment/AAAAAAAAAA',
];
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? PUBLIC_PAGES;

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

/**
 * Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART and the like): that
 * run is taken again, up to twice, instead of losing the whole bench run; a page that fails three
 * times in a row still stops it.
 */
async function runLighthouse(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRuntimeError)) throw error;
      console.log(`- Lighthouse run on ${url} failed (${error.message}); taken again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

/** Every run's benchmark index, for the line under the table. */
const benchmarkIndexes: number[] = [];

async function runLighthouseOnce(url: string): Promise<Figures> {
  const chromeLauncher = await benchTool<ChromeLauncher>('chrome-launcher');
  const { default: lighthouse } = await benchTool<{ default: Lighthouse }>('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: LIGHTHOUSE_CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    // Lighthouse's own measure of the host's CPU, taken at the start of the run.
    benchmarkIndexes.push(lhr.environment?.benchmarkIndex ?? Number.NaN);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ??
      [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      jsBytes: requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each figure the median of its own over the runs: on this shared 2-core machine one run's TBT can be
 * two or three times another's, and the run with the median score need not hold the median TBT or LCP.
 */
function medians(results: Figures[]): Figures {
  const of = (key: keyof Figures) => median(results.map((figures) => figures[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
  };
}

/**
 * `runs` rounds over `urls` (name → address), one run of each per round, so that the machine's load
 * at any moment weighs on every page alike; each one's medians.
 */
async function interleavedRuns(urls: [string, string][], runs: number): Promise<[string, Figures][]> {
  const results = new Map<string, Figures[]>(urls.map(([name]) => [name, []]));
  for (let run = 0; run < runs; run++)
    for (const [name, url] of urls) results.get(name)!.push(await runLighthouse(url));
  return urls.map(([name]) => [name, medians(results.get(name)!)]);
}

/**
 * A page's address on `network`: a generated network has no demo links (a link's frame is the same on
 * any network) and numbers its categories from 1 in clinic 1.
 */
function pageOn(network: NetworkName, page: string): string | null {
  if (network === 'demo') return page;
  if (page.startsWith('demo:')) return null;
  return page === `/clinic/${MENU_CLINIC}/services/101` ? `/clinic/${MENU_CLINIC}/services/1` : page;
}

/**
 * Lighthouse slows the page's CPU by a fixed 4×, which it means for a desktop whose benchmark index is
 * 1,500–2,000, so that the page runs as on a mid-range phone; it warns of a host under 1,000. On a slower
 * host the same 4× stands for a slower phone, and TBT grows with it: the index is printed beside the
 * figures so that they are read against the host they came from.
 */
function benchmarkIndexLine(): string {
  const known = benchmarkIndexes.filter(Number.isFinite).sort((a, b) => a - b);
  if (known.length === 0) return "- Lighthouse's benchmark index of this machine: not reported";
  const [low, high, middle] = [known[0]!, known.at(-1)!, median(known)].map(Math.round);
  return `- Lighthouse's benchmark index of this machine over ${known.length} runs: ${low}–${high}, median ${middle} (the 4× slowdown is meant for 1,500–2,000; Lighthouse warns under 1,000)`;
}

export async function benchLighthouse(runs: number): Promise<void> {
  const rows: string[][] = [];
  const ratios: string[][] = [];
  for (const network of NETWORKS) {
    const pages = PAGES.map((page) => pageOn(network, page)).filter((page): page is string => page !== null);
    await lighthouseOn(network, pages, runs, rows, ratios);
  }
  printTable(
    `Lighthouse 12, mobile (slow 4G, 4× CPU, simulated), medians of ${runs} cold runs each, interleaved (ms)`,
    ['page', 'network', 'build', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred (page)'],
    rows,
  );
  console.log(benchmarkIndexLine());
  printTable('LCP, app ÷ static baseline', ['page', 'network', 'build', 'ratio'], ratios);
}

async function lighthouseOn(
  network: NetworkName,
  pages: readonly string[],
  runs: number,
  rows: string[][],
  ratios: string[][],
): Promise<void> {
  const apps: { build: Build; server: RunningServer }[] = [];
  for (const build of builds())
    apps.push({ build, server: await startNetworkServer(network, { root: build.root }) });
  const newest = apps.at(-1)!.server;
  // A demo link's path is each server's own; the baseline serves the newest server's.
  const newestPaths = new Map(
    await Promise.all(pages.map(async (page) => [page, await resolvePage(newest, page)] as const)),
  );
  const baselineFiles = await buildBaseline(newest.url, MENU_CLINIC);
  // Every other screen's baseline is the newest build's own screen, frozen without its scripts.
  const frozen = await snapshotBaselines(
    newest.url,
    [...newestPaths.values()].filter((path) => !baselineFiles.has(path)),
  );
  for (const [path, file] of frozen) if (!baselineFiles.has(path)) baselineFiles.set(path, file);
  const baseline = { ...(await serveFiles(baselineFiles)), has: (path: string) => baselineFiles.has(path) };
  try {
    for (const path of pages) {
      const baselinePath = newestPaths.get(path)!;
      const hasBaseline = baseline.has(baselinePath);
      const measured = await interleavedRuns(
        [
          ...(await Promise.all(
            apps.map(
              async ({ build, server }): Promise<[string, string]> => [
                build.label,
                server.url + (await resolvePage(server, path)),
              ],
            ),
          )),
          ...(hasBaseline ? [['baseline', baseline.url + baselinePath] as [string, string]] : []),
        ],
        runs,
      );
      const base = hasBaseline ? measured.at(-1)![1] : null;
      for (const [name, figures] of measured) {
        rows.push([
          `\`${path}\``,
          network,
          name,
          String(figures.score),
          ms(figures.fcp),
          ms(figures.lcp),
          ms(figures.tbt),
          figures.cls.toFixed(3),
          `${(figures.jsBytes / 1024).toFixed(1)} KiB`,
        ]);
        if (base && name !== 'baseline')
          ratios.push([`\`${path}\``, network, name, (figures.lcp / base.lcp).toFixed(2)]);
      }
    }
  } finally {
    await baseline.close();
    for (const { server } of apps) await stopNetworkServer(server);
  }
}
