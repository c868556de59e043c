// After `vite build`: writes .br and .gz beside every compressible file in dist/, so the server
// (serveStatic with precompressed: true) sends them without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|mjs|css|html|svg|webmanifest|json)$/; // not source maps: rarely fetched
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && name !== 'index.html') compress(file);
  }
}

// Source maps are build artefacts only (vite's sourcemap: 'hidden'): no shipped file may point at one.
const namesMap = /\/[/*][#@] sourceMappingURL=/;

function compress(file) {
  const bytes = readFileSync(file);
  if (/\.(js|mjs|css)$/.test(file) && namesMap.test(bytes.toString('utf8'))) {
    throw new Error(`${file} names its source map: the build must keep maps unreferenced`);
  }
  if (bytes.length < 1024) return;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  files += 1;
  before += bytes.length;
  after += br.length;
}

walk(root);
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
