/**
 * vitest globalSetup: compiles the server and the clinic data import once for the run, as `npm run
 * build` does (scripts/build-server.mjs), and hands the folder to the test files through
 * `provide('compiledServerDir')`. The tests that start the server or the import as a process start
 * these files: through tsx each start compiled the server's sources again, most of the start's time,
 * and a dozen such starts ran in every unit run. It is also the code a clinic runs. The folder is inside
 * the repository, so the files' package imports resolve from node_modules as build/server's do.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    compiledServerDir: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(project: TestProject) {
  const outDir = join(ROOT, 'build', `.test-run-${process.pid}`);
  execFileSync(process.execPath, ['scripts/build-server.mjs', outDir], { cwd: ROOT, stdio: 'pipe' });
  project.provide('compiledServerDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
