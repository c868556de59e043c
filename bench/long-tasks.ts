/**
 * `npx tsx bench/long-tasks.ts /clinic/1/doctor/1 [/other/page …|demo:feedback]`: the main thread's long tasks (over
 * 50 ms) of a cold first visit in Chromium with the CPU slowed 4× (as Lighthouse's mobile preset), each
 * with what it spent its time on: the trace's own events (script evaluation and compile of which chunk,
 * style recalculation, layout, garbage collection…) and the sampled profile's self time by source file
 * (through the build's hidden source maps), so a task reads as "react-dom's commit" or "Fluent's
 * Button". LONG_TASKS_ROOT=/other/checkout measures another build; LONG_TASKS_RUNS=3 repeats each page; LONG_TASKS_NETWORK=wide measures the large network;
 * LONG_TASKS_ALL=1 names every trace event; LONG_TASKS_OVER_MS=20 lowers the 50 ms bar; LONG_TASKS_STACK="(appendChild)" shows six callers of the
 * frames whose name starts so.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { BENCH_LAUNCH } from './browser';
import { type NetworkName, startNetworkServer, stopNetworkServer } from './networks';
import { PHONE } from './phone';
import { resolvePage } from './demo-links';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string } & Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

/** Tasks over this count as long (LONG_TASKS_OVER_MS=20 shows the middling ones a slower phone makes long). */
const LONG_TASK_US = Number(process.env.LONG_TASKS_OVER_MS ?? 50) * 1000;
const root = process.env.LONG_TASKS_ROOT ?? path.resolve(import.meta.dirname, '..');
/** LONG_TASKS_NETWORK=wide (or deep) measures over the generated large network instead of the demo. */
const network = (process.env.LONG_TASKS_NETWORK ?? 'demo') as NetworkName;
const runs = Number(process.env.LONG_TASKS_RUNS ?? 1);
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push('/clinic/1/doctor/1');

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  const file = url.match(/\/assets\/[^?#]+\.js$/)?.[0];
  if (!file) return null;
  if (!maps.has(file)) {
    const mapFile = path.join(root, 'dist', `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  return maps.get(file) ?? null;
}

/** The source a profiled frame comes from, shortened to its package or its file under src/. */
function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  const map = mapOf(frame.url);
  const chunk = frame.url.split('/').at(-1) ?? frame.url;
  if (!map) return chunk;
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return chunk;
  const source = original.source.replace(/^(\.\.\/)+/, '');
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  return pkg ? `${pkg} ${original.name ?? ''}`.trim() : `${source} ${original.name ?? ''}`.trim();
}

function chunkName(url: unknown): string {
  return typeof url === 'string' ? (url.split('/').at(-1) ?? url) : '?';
}

/** What one trace event on the main thread is, in a word. */
function labelOf(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${chunkName(data.url ?? (event.args as { fileName?: string }).fileName)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return `compile ${chunkName(data.url ?? (event.args as { fileName?: string }).fileName)}`;
    case 'FunctionCall':
      return `call ${data.functionName || '?'} (${chunkName(data.url)})`;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style recalculation';
    case 'Layout':
      return 'layout';
    case 'ParseAuthorStyleSheet':
      return 'parse stylesheet';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_MC':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    case 'ParseHTML':
      return 'parse HTML';
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'RunMicrotasks':
    case 'v8.runMicrotasks':
      return 'microtasks';
    default:
      return null;
  }
}

const top = (counts: Map<string, number>, n: number) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
    .join('; ');

async function measure(url: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: BENCH_LAUNCH.executablePath,
    args: BENCH_LAUNCH.args,
  });
  try {
    const context = await browser.newContext({
      ...PHONE,
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // Long enough for the boot's tasks and the idle work after them at 4× (Lighthouse waits for 5 s quiet).
    await page.waitForTimeout(8000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
      | { traceEvents: TraceEvent[] }
      | TraceEvent[];
    report(url, Array.isArray(trace) ? trace : trace.traceEvents);
  } finally {
    await browser.close();
  }
}

/** The first task of the thread so named that ran longest in all, standing in for a paint. */
function busiestThread(events: TraceEvent[], threadName: string): TraceEvent | undefined {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === threadName);
  let best: TraceEvent | undefined;
  let bestBusy = -1;
  for (const thread of mains) {
    const tasks = events.filter(
      (event) =>
        event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask' && event.ph === 'X',
    );
    const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
    if (busy > bestBusy && tasks[0]) {
      bestBusy = busy;
      best = tasks[0];
    }
  }
  return best;
}

export function report(url: string, events: TraceEvent[], threadName = 'CrRendererMain'): void {
  // A trace of a navigation is anchored at its first contentful paint; another (a scroll, a search) at
  // the busiest renderer main thread's first task.
  const fcp =
    (threadName === 'CrRendererMain'
      ? events.find((event) => event.name === 'firstContentfulPaint')
      : undefined) ?? busiestThread(events, threadName);
  if (!fcp) throw new Error(`no renderer main thread in the trace of ${url}`);
  const main = events.find(
    (event) => event.pid === fcp.pid && event.name === 'thread_name' && event.args?.name === threadName,
  );
  const tid = main?.tid ?? fcp.tid;
  const onMain = events.filter((event) => event.pid === fcp.pid && event.tid === tid);
  const tasks = onMain.filter(
    (event) =>
      event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'),
  );
  // A task runs inside another's trace event at times (RunTask in ThreadControllerImpl::RunTask): the outer one counts.
  const outer = tasks.filter(
    (task) =>
      !tasks.some(
        (other) =>
          other !== task &&
          other.ts <= task.ts &&
          other.ts + (other.dur ?? 0) >= task.ts + (task.dur ?? 0) &&
          (other.dur ?? 0) > (task.dur ?? 0),
      ),
  );
  const long = outer.filter((task) => (task.dur ?? 0) > LONG_TASK_US && task.ts + (task.dur ?? 0) > fcp.ts);

  // The sampled profile of the renderer: nodes, and each sample's time.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profile =
    events.find((event) => event.pid === fcp.pid && event.tid === tid && event.name === 'Profile') ??
    events.find((event) => event.pid === fcp.pid && event.name === 'Profile');
  let time = Number((profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== fcp.pid || (profile && event.id !== profile.id))
      continue;
    const chunk = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of chunk.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = chunk.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      time += chunk.timeDeltas?.[index] ?? 0;
      samples.push({ ts: time, node: id });
    });
  }

  let blocking = 0;
  console.log(`\n### ${url}: FCP at ${((fcp.ts - tasks[0]!.ts) / 1000).toFixed(0)} ms after the first task`);
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) - LONG_TASK_US;
    const inside = onMain.filter((event) => event.ts >= task.ts && event.ts < end && event !== task);
    const byKind = new Map<string, number>();
    for (const event of inside) {
      const label = labelOf(event) ?? (process.env.LONG_TASKS_ALL ? event.name : null);
      if (label && event.dur) byKind.set(label, (byKind.get(label) ?? 0) + event.dur);
    }
    const bySource = new Map<string, number>();
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    within.forEach((sample, index) => {
      const node = nodes.get(sample.node);
      if (!node) return;
      const next = within[index + 1]?.ts ?? end;
      // A native function (appendChild, a regular expression) is named with its script caller.
      let caller = node;
      while (!caller.callFrame.url && caller.parent !== undefined && nodes.has(caller.parent))
        caller = nodes.get(caller.parent)!;
      let name =
        caller === node
          ? sourceOf(node.callFrame)
          : `${sourceOf(node.callFrame)}<${sourceOf(caller.callFrame)}`;
      if (process.env.LONG_TASKS_STACK && name.startsWith(process.env.LONG_TASKS_STACK)) {
        for (let up = 0; up < 6 && caller.parent !== undefined && nodes.has(caller.parent); up++) {
          caller = nodes.get(caller.parent)!;
          name += `<${sourceOf(caller.callFrame)}`;
        }
      }
      bySource.set(name, (bySource.get(name) ?? 0) + (next - sample.ts));
    });
    const byPackage = new Map<string, number>();
    for (const [name, us] of bySource) {
      const pkg = name.split(' ')[0]!;
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    }
    console.log(
      `- ${((task.ts - fcp.ts) / 1000).toFixed(0)} ms after FCP, ${((task.dur ?? 0) / 1000).toFixed(0)} ms:` +
        `\n  events: ${top(byKind, process.env.LONG_TASKS_ALL ? 20 : 6)}\n  by source: ${top(byPackage, 8)}\n  functions: ${top(bySource, 8)}`,
    );
  }
  const after = outer.filter((task) => task.ts >= fcp.ts);
  const busy = after.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  console.log(
    `- blocking after FCP (over ${LONG_TASK_US / 1000} ms each): ${(blocking / 1000).toFixed(0)} ms in ${long.length} tasks;` +
      ` every task after FCP: ${(busy / 1000).toFixed(0)} ms in ${after.length}`,
  );
}

/** Trace categories for a main thread's tasks with the sampled profile (also for other benches' probes). */
export const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'v8.execute',
  'v8',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.gc',
];

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const server = await startNetworkServer(network, { root });
  try {
    for (const page of pages) {
      const path = await resolvePage(server, page);
      for (let run = 0; run < runs; run++) await measure(server.url + path);
    }
  } finally {
    await stopNetworkServer(server);
  }
}
