/**
 * The builds a bench run measures side by side: this checkout ("now") and, with BENCH_BEFORE set, an
 * earlier one (a checkout of another commit with `npm ci`/node_modules and `npm run build` done), so
 * a change and its baseline are measured in one run on the same machine load:
 *   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   (cd /tmp/before && npm run build) && BENCH_BEFORE=/tmp/before npm run bench
 * (BENCH_NOW_FIRST=1: this checkout first).
 */
import path from 'node:path';

export interface Build {
  label: string;
  /** The checkout whose server/main.ts and dist/ are run. */
  root: string;
}

export const HERE = path.resolve(import.meta.dirname, '..');

export function builds(): Build[] {
  const before = process.env.BENCH_BEFORE;
  const now: Build = { label: before ? 'now' : 'app', root: HERE };
  if (!before) return [now];
  const earlier: Build = { label: 'before', root: path.resolve(before) };
  // On a machine whose load changes during a run, the build measured second can lose whichever it is:
  // BENCH_NOW_FIRST=1 swaps the order, so a run in each order tells the change from the load.
  return process.env.BENCH_NOW_FIRST === '1' ? [now, earlier] : [earlier, now];
}
