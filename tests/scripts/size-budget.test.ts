/** The size budget's decisions (scripts/check-size-budget.mjs) over a fake build: what is checked, what fails. */
import { describe, expect, it } from 'vitest';
import {
  type Budgets,
  entryFiles,
  formatTable,
  INLINE_LOADER,
  cssRulesIn,
  inlineLoader,
  judge,
  parseBudgets,
  planChecks,
  screenChecks,
  staticImports,
} from '../../scripts/check-size-budget.mjs';
import { deferAppScript } from '../../scripts/paint-first-html.mjs';

const BUDGETS: Budgets = { entry: 120, worker: 100, serviceWorker: 12, widget: 4, lazyChunk: 60 };
const KiB = 1024;

const INDEX_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
<link rel="stylesheet" crossorigin href="/assets/index-C3.css">
</head><body><script id="priyom-configuration" type="text/plain">{}</script></body></html>`;

const JS_FILES = [
  '/assets/index-A1.js',
  '/assets/vendor-B2.js',
  '/assets/data-worker-D4.js',
  '/assets/ClinicMenu-F6.js',
  '/sw.js',
  '/widget.js',
];

/** gzip sizes of the fake build, in KiB; `changes` replaces some. */
function sizes(changes: Record<string, number> = {}): (file: string) => number {
  const kib: Record<string, number> = {
    '/assets/index-A1.js': 90,
    '/assets/vendor-B2.js': 20,
    '/assets/data-worker-D4.js': 95,
    '/assets/ClinicMenu-F6.js': 2,
    '/sw.js': 8,
    '/widget.js': 3,
    ...changes,
  };
  return (file) => {
    const value = kib[file];
    if (value === undefined) throw new Error(`no size for ${file}`);
    return value * KiB;
  };
}

const overFiles = (changes: Record<string, number>) =>
  judge(planChecks(INDEX_HTML, JS_FILES), BUDGETS, sizes(changes))
    .filter((row) => row.over)
    .map((row) => row.files.join(' + '));

describe('size budget', () => {
  it('takes the entry script and its module preloads from index.html, not other scripts', () => {
    expect(entryFiles(INDEX_HTML)).toEqual(['/assets/index-A1.js', '/assets/vendor-B2.js']);
  });

  it('in the built page, takes the inline paint-first loader and the app script it names', () => {
    const built = deferAppScript(INDEX_HTML, 'load()');
    expect(entryFiles(built)).toEqual(['/assets/index-A1.js', INLINE_LOADER]);
    expect(inlineLoader(built)).toBe('load()');
    expect(planChecks(built, JS_FILES)[0]).toEqual({
      label: 'start page entry',
      files: ['/assets/index-A1.js', INLINE_LOADER],
      budget: 'entry',
    });
  });

  it('checks the entry as one sum, the data worker, the service worker, the widget and each other chunk', () => {
    expect(planChecks(INDEX_HTML, JS_FILES).map(({ files, budget }) => [files, budget])).toEqual([
      [['/assets/index-A1.js', '/assets/vendor-B2.js'], 'entry'],
      [['/assets/ClinicMenu-F6.js'], 'lazyChunk'],
      [['/assets/data-worker-D4.js'], 'worker'],
      [['/sw.js'], 'serviceWorker'],
      [['/widget.js'], 'widget'],
    ]);
  });

  it.each<{ name: string; changes: Record<string, number>; over: string[] }>([
    { name: 'everything fits', changes: {}, over: [] },
    { name: 'exactly at the budget fits', changes: { '/assets/index-A1.js': 100 }, over: [] },
    {
      name: 'entry + preload over 120 KiB',
      changes: { '/assets/vendor-B2.js': 31 },
      over: ['/assets/index-A1.js + /assets/vendor-B2.js'],
    },
    {
      name: 'the entry at today’s 151 KiB',
      changes: { '/assets/index-A1.js': 151, '/assets/vendor-B2.js': 0 },
      over: ['/assets/index-A1.js + /assets/vendor-B2.js'],
    },
    {
      name: 'a worker over 100 KiB',
      changes: { '/assets/data-worker-D4.js': 100.1 },
      over: ['/assets/data-worker-D4.js'],
    },
    { name: 'the service worker over 12 KiB', changes: { '/sw.js': 12.5 }, over: ['/sw.js'] },
    // Under the lazy chunks' 60, but over its own budget.
    { name: 'the widget over 4 KiB', changes: { '/widget.js': 4.5 }, over: ['/widget.js'] },
    {
      name: 'a lazy chunk over 60 KiB',
      changes: { '/assets/ClinicMenu-F6.js': 61 },
      over: ['/assets/ClinicMenu-F6.js'],
    },
  ])('$name', ({ changes, over }) => {
    expect(overFiles(changes)).toEqual(over);
  });

  it('prints OVER on the failing row and OK on the others', () => {
    const table = formatTable(judge(planChecks(INDEX_HTML, JS_FILES), BUDGETS, sizes({ '/sw.js': 13 })));
    expect(table).toContain('| /sw.js | service worker | 13.00 | 12 | OVER |');
    expect(table).toContain(
      '| /assets/index-A1.js + /assets/vendor-B2.js | start page entry | 110.00 | 120 | OK |',
    );
  });

  it('refuses an index.html without its module entry, or naming files the build lacks', () => {
    expect(() => planChecks('<html></html>', JS_FILES)).toThrow(
      /one <script type="module" src> or one paint-first loader/,
    );
    expect(() => planChecks(INDEX_HTML, ['/sw.js'])).toThrow(/index-A1\.js/);
  });

  it('refuses a budgets file missing a budget', () => {
    expect(parseBudgets(JSON.stringify(BUDGETS))).toEqual(BUDGETS);
    expect(() => parseBudgets(JSON.stringify({ ...BUDGETS, worker: undefined }))).toThrow(/"worker"/);
  });
});

describe('a budget per screen', () => {
  const files = [...JS_FILES, '/assets/DoctorScreen-G7.js', '/assets/Dialog-H8.js', '/assets/Shared-I9.js'];
  const code: Record<string, string> = {
    '/assets/DoctorScreen-G7.js': 'import{a as b}from"./Shared-I9.js";const d=()=>import("./Dialog-H8.js");',
    '/assets/Shared-I9.js': 'import{x}from"./index-A1.js";export const a=1;',
    '/assets/Dialog-H8.js': 'import{a}from"./Shared-I9.js";',
  };
  const importsOf = (file: string) => staticImports(file, code[file] ?? '');
  const screens = { doctor: { chunks: ['DoctorScreen'], kib: 100 } };

  it('counts the entry, the screen’s chunk and its static imports, not what it imports on open', () => {
    const [check] = screenChecks(INDEX_HTML, files, screens, importsOf);
    expect(check!.files.sort()).toEqual(
      [
        '/assets/index-A1.js',
        '/assets/vendor-B2.js',
        '/assets/DoctorScreen-G7.js',
        '/assets/Shared-I9.js',
      ].sort(),
    );
  });

  it('fails a screen over its own budget', () => {
    // Entry 90 + 20, the screen 5 + 1 (the dialog's 50 do not count): 116 of 120.
    const checks = screenChecks(
      INDEX_HTML,
      files,
      { doctor: { chunks: ['DoctorScreen'], kib: 120 } },
      importsOf,
    );
    const built = { '/assets/Shared-I9.js': 1, '/assets/Dialog-H8.js': 50 };
    const under = judge(checks, BUDGETS, sizes({ ...built, '/assets/DoctorScreen-G7.js': 5 }));
    expect(under[0]).toMatchObject({ bytes: 116 * KiB, budgetKiB: 120, over: false });
    const over = judge(checks, BUDGETS, sizes({ ...built, '/assets/DoctorScreen-G7.js': 15 }));
    expect(over[0]!.over).toBe(true);
  });

  it('names a screen chunk the build does not have', () => {
    expect(() =>
      screenChecks(INDEX_HTML, files, { gone: { chunks: ['GoneScreen'], kib: 1 } }, importsOf),
    ).toThrow(/GoneScreen/);
  });
});

describe('CSS rules in the entry', () => {
  it('finds a Griffel rule written into JavaScript, whatever the quotes', () => {
    expect(
      cssRulesIn('const a=__styles({},{d:[".f19n0e5{color:var(--colorNeutralForeground1);}"]})'),
    ).toEqual(['".f19n0e5{color:var(--colorNeutralForeground1);}']);
    expect(cssRulesIn('x(`.r1f29ykk{align-items:center;}`)')).toHaveLength(1);
  });

  it('passes class names alone (extracted styles) and ordinary strings', () => {
    expect(cssRulesIn('__css({root:{sj55zd:"f19n0e5"}});const s=".fp-list > li";const t="{a:1}"')).toEqual(
      [],
    );
  });
});
