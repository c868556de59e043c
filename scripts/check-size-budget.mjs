// After `npm run build`: the gzip (level 9) sizes of the built JavaScript against size-budget.json.
//  - entry: the start page's main-thread entry, index.html's <script type="module" src> plus every
//    <link rel="modulepreload"> it lists, summed;
//  - worker: the data worker's bundle (a .js under dist/assets whose name says worker);
//  - serviceWorker: dist/sw.js;
//  - widget: dist/widget.js, the booking widget clinic sites load on every page of theirs;
//  - lazyChunk: every other .js in dist/, each;
//  - screens: per public screen, what it loads before its first interaction, summed: the entry, the
//    chunks it names (its screen chunk and the lazy parts its first render shows, by the name the build
//    gives them: `DoctorScreen` for /assets/DoctorScreen-<hash>.js) and everything those import
//    statically. What loads only when a dialog or popover opens is not in it, and must not be.
// Prints a table and exits 1 when anything is over its budget. `node scripts/check-size-budget.mjs [dist]`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KEYS = ['entry', 'worker', 'serviceWorker', 'widget', 'lazyChunk'];
const SERVICE_WORKER = '/sw.js';
const WIDGET = '/widget.js';

/** Checks the budgets file's shape: every key a positive number of KiB, each screen its chunks and KiB. */
export function parseBudgets(json) {
  const budgets = JSON.parse(json);
  for (const key of BUDGET_KEYS) {
    if (typeof budgets[key] !== 'number' || !(budgets[key] > 0))
      throw new Error(`size budget "${key}" must be a positive number of KiB`);
  }
  for (const [name, screen] of Object.entries(budgets.screens ?? {})) {
    const chunks = screen?.chunks;
    if (!Array.isArray(chunks) || !chunks.every((chunk) => typeof chunk === 'string'))
      throw new Error(`size budget of screen "${name}" must list its chunks' names`);
    if (typeof screen.kib !== 'number' || !(screen.kib > 0))
      throw new Error(`size budget of screen "${name}" must be a positive number of KiB`);
  }
  return budgets;
}

/** The site paths a built chunk imports statically (`import … from "./X.js"`, not `import()`). */
export function staticImports(file, code) {
  const dir = path.posix.dirname(file);
  return [
    ...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$\s{},*]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g),
  ].map((match) => path.posix.join(dir, match[1]));
}

/**
 * One check per screen of `screens` ({ name: { chunks, kib } }): the entry files plus the named chunks
 * and their static imports. `importsOf(file)` gives a file's static imports; a chunk name that matches
 * no file is an error (a renamed screen would otherwise be checked as nothing).
 */
export function screenChecks(indexHtml, jsFiles, screens, importsOf) {
  const entry = entryFiles(indexHtml);
  return Object.entries(screens ?? {}).map(([name, screen]) => {
    const files = new Set(entry);
    const todo = screen.chunks.map((chunk) => {
      const found = jsFiles.find(
        (file) => file.startsWith(`/assets/${chunk}-`) && !/\//.test(file.slice(`/assets/${chunk}-`.length)),
      );
      if (!found) throw new Error(`screen "${name}": no chunk named ${chunk} in dist/assets`);
      return found;
    });
    while (todo.length > 0) {
      const file = todo.pop();
      if (files.has(file)) continue;
      files.add(file);
      todo.push(...importsOf(file));
    }
    return {
      label: `screen ${name} (first load)`,
      files: [...files],
      budget: 'screens',
      budgetKiB: screen.kib,
    };
  });
}

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** The start page's inline loader as a row of the table: its text is in index.html (inlineLoader). */
export const INLINE_LOADER = '/index.html#paint-first';

/** The paint-first loader's inline text in index.html (scripts/paint-first-html.mjs), or undefined. */
export function inlineLoader(indexHtml) {
  return /<script\b[^>]*\sdata-app=["'][^"']+["'][^>]*>([\s\S]*?)<\/script>/i.exec(indexHtml)?.[1];
}

/**
 * The entry script and the module preloads index.html names, as site paths (/assets/…). The entry is
 * either a module script's src or, in the built page, the paint-first loader's data-app; the loader
 * itself counts too, as INLINE_LOADER.
 */
export function entryFiles(indexHtml) {
  const tags = [...indexHtml.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);
  const modules = tags.filter((tag) => attribute(tag, 'type') === 'module' && attribute(tag, 'src'));
  const loaders = tags.filter((tag) => attribute(tag, 'data-app') && !attribute(tag, 'src'));
  if (modules.length + loaders.length !== 1)
    throw new Error(
      `index.html should have one <script type="module" src> or one paint-first loader, found ${modules.length + loaders.length}`,
    );
  const entry =
    modules.length === 1
      ? [attribute(modules[0], 'src')]
      : [attribute(loaders[0], 'data-app'), INLINE_LOADER];
  const preloads = [...indexHtml.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'))
    .filter(Boolean);
  return [...entry, ...preloads].map((src) =>
    src === INLINE_LOADER ? src : new URL(src, 'http://site/').pathname,
  );
}

/**
 * What is checked against what: `jsFiles` are every .js in dist/ as site paths. Returns one check per
 * row of the table: { label, files, budget (a key of the budgets) }.
 */
export function planChecks(indexHtml, jsFiles) {
  const entry = entryFiles(indexHtml);
  const missing = entry.filter((file) => file !== INLINE_LOADER && !jsFiles.includes(file));
  if (missing.length > 0) throw new Error(`index.html names files dist/ lacks: ${missing.join(', ')}`);
  const checks = [{ label: 'start page entry', files: entry, budget: 'entry' }];
  for (const file of [...jsFiles].sort()) {
    if (entry.includes(file)) continue;
    if (file === SERVICE_WORKER)
      checks.push({ label: 'service worker', files: [file], budget: 'serviceWorker' });
    else if (file === WIDGET) checks.push({ label: 'booking widget', files: [file], budget: 'widget' });
    else if (file.startsWith('/assets/') && /worker/i.test(path.posix.basename(file)))
      checks.push({ label: 'data worker', files: [file], budget: 'worker' });
    else checks.push({ label: 'lazy chunk', files: [file], budget: 'lazyChunk' });
  }
  return checks;
}

/** Each check with its gzip bytes (`gzipBytes(file)`), its budget in KiB and whether it is over. */
export function judge(checks, budgets, gzipBytes) {
  return checks.map((check) => {
    const bytes = check.files.reduce((sum, file) => sum + gzipBytes(file), 0);
    const budgetKiB = check.budgetKiB ?? budgets[check.budget];
    return { ...check, bytes, budgetKiB, over: bytes > budgetKiB * 1024 };
  });
}

export function formatTable(rows) {
  const lines = ['| file | what | gzip KiB | budget KiB | |', '|---|---|---|---|---|'];
  for (const row of rows) {
    const kib = (row.bytes / 1024).toFixed(2); // two places: 120.0 could be 51 bytes over 120
    // A screen's row names its files by count: they are the entry's and its chunks' (listed above).
    const files = row.budget === 'screens' ? `${row.files.length} files` : row.files.join(' + ');
    lines.push(`| ${files} | ${row.label} | ${kib} | ${row.budgetKiB} | ${row.over ? 'OVER' : 'OK'} |`);
  }
  return lines.join('\n');
}

/**
 * CSS rules written into the entry's JavaScript (a Griffel class's rule, `.f1abc23{…}`): the styles of what
 * every screen renders at once are extracted into the page at build time (vite-plugins/griffel.ts), so
 * the first commit inserts none; a Fluent component new to the entry brings its rules back until it
 * joins that plugin's list. Returns the first few.
 */
export function cssRulesIn(code) {
  return [...code.matchAll(/["'`]\.[a-z][a-z0-9]{5,9}\{[a-z-]+:[^"'`]{0,60}/g)]
    .slice(0, 3)
    .map((match) => match[0]);
}

function jsFilesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return jsFilesUnder(file, `${prefix}/${name}`);
    return name.endsWith('.js') ? [`${prefix}/${name}`] : [];
  });
}

/** Reads dist/ and the budgets, prints the table; returns the exit code. */
export function main(distDir = 'dist', budgetsFile = 'size-budget.json') {
  const budgets = parseBudgets(readFileSync(budgetsFile, 'utf8'));
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const jsFiles = jsFilesUnder(distDir);
  const importsOf = (file) => staticImports(file, readFileSync(path.join(distDir, file), 'utf8'));
  const checks = [
    ...planChecks(indexHtml, jsFiles),
    ...screenChecks(indexHtml, jsFiles, budgets.screens, importsOf),
  ];
  const rows = judge(checks, budgets, (file) => {
    const bytes = file === INLINE_LOADER ? inlineLoader(indexHtml) : readFileSync(path.join(distDir, file));
    return gzipSync(bytes ?? '', { level: 9 }).length;
  });
  console.log(formatTable(rows));
  const over = rows.filter((row) => row.over);
  console.log(over.length === 0 ? '\nAll within budget.' : `\n${over.length} over budget (${budgetsFile}).`);
  const entryCss = entryFiles(indexHtml)
    .filter((file) => file !== INLINE_LOADER)
    .flatMap((file) => cssRulesIn(readFileSync(path.join(distDir, file), 'utf8')));
  if (entryCss.length > 0) {
    console.log(
      `\nThe entry inserts CSS rules at run time (extract them, vite-plugins/griffel.ts): ${entryCss.join(' … ')}`,
    );
  }
  return over.length === 0 && entryCss.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv[2]);
}
