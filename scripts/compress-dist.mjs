// After `vite build`: writes .br and .gz beside every compressible file in dist/, so the server
// (serveStatic with precompressed: true) sends them without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|mjs|css|html|svg|webmanifest|json)$/; // not source maps: rarely fetched
let files = 0;
let before = 0;
let after = 0;

function walk(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file, found);
    else if (compressible.test(name) && name !== 'index.html') found.push(file);
  }
  return found;
}

// Source maps are build artefacts only (vite's sourcemap: 'hidden'): no shipped file may point at one.
const namesMap = /\/[/*][#@] sourceMappingURL=/;

async function compress(file) {
  const bytes = readFileSync(file);
  if (/\.(js|mjs|css)$/.test(file) && namesMap.test(bytes.toString('utf8'))) {
    throw new Error(`${file} names its source map: the build must keep maps unreferenced`);
  }
  if (bytes.length < 1024) return;
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += bytes.length;
  after += br.length;
}

// Every file at once: zlib's asynchronous calls run on libuv's thread pool, so the files are
// compressed on every core rather than one after another on the main thread.
await Promise.all(walk(root).map(compress));
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
