/**
 * The production server (scripts/build-server.mjs): one file that imports only Node's modules and the
 * package's dependencies, never a devDependency (a clinic installs with --omit=dev), and that serves.
 */
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listClinics, parseWith } from '../../src/api';
import { tempDir, writeStaticDir } from './harness';
import { ROOT, startServer, stopServer } from './main-process';

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('the compiled server', () => {
  // Built once for the run by scripts/build-server.mjs, inside the repository, so its imports resolve
  // from node_modules as build/server/main.js's do (./compiled-server-setup.ts).
  const outDir = inject('compiledServerDir');
  const data = tempDir('build-data');
  const statics = tempDir('build-static');
  let code = '';
  beforeAll(() => {
    code = readFileSync(join(outDir, 'main.js'), 'utf8');
    writeStaticDir(statics.path);
  });
  afterAll(() => {
    data.remove();
    statics.remove();
  });

  it('imports only Node modules and production dependencies', () => {
    const specifiers = [
      ...code.matchAll(/^\s*import\s[^'"]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm),
    ]
      .map((match) => match[1] ?? match[2]!)
      .concat([...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]!))
      // A package loaded only when asked for (the PostgreSQL driver) is required, not imported.
      .concat(
        [...code.matchAll(/\bcreateRequire\(import\.meta\.url\)\(\s*["']([^"']+)["']\s*\)/g)].map(
          (match) => match[1]!,
        ),
      );
    expect(specifiers.length).toBeGreaterThan(5);
    const relative = specifiers.filter((s) => s.startsWith('.') || s.startsWith('/'));
    expect(relative).toEqual([]); // one file: nothing from server/ or src/ left to find
    const outside = specifiers
      .filter((s) => !s.startsWith('node:') && !builtinModules.includes(s))
      .map(packageOf)
      .filter((name) => !(name in manifest.dependencies));
    expect(outside).toEqual([]);
    expect(specifiers.map(packageOf)).toEqual(
      expect.arrayContaining(['hono', 'kysely', 'better-sqlite3', 'pg']),
    );
  });

  it('runs with node alone: prints its address, migrates, seeds and serves the clinics with their logos', async () => {
    const server = await startServer({ DATA_DIR: data.path, DATABASE_URL: '', STATIC_DIR: statics.path }, [
      '--enable-source-maps',
      join(outDir, 'main.js'),
    ]);
    try {
      const base = `http://127.0.0.1:${server.port}/api`;
      const res = await fetch(`${base}${listClinics.path}`);
      const { clinics } = parseWith(listClinics.answer, await res.json(), 'build');
      expect(clinics).toHaveLength(4);
      const logo = await fetch(`${base}/clinics/${clinics[0]!.logotypes.thumb100}/logotype.image`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  });
});
