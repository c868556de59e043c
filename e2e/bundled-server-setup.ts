/**
 * Global setup, first: compiles the server for this run's tests into one file that holds its packages
 * too (build/e2e-server/main.js), and tells the workers (which inherit the environment) where it is.
 * Every test starts a server of its own, and most of a start went on Node finding and reading the
 * packages' hundreds of modules one by one; from one file it starts in much less CPU. The code is
 * the same as `npm run build`'s build/server/main.js (same sources and options), which keeps its
 * packages as imports because a clinic installs them (tests/server/build.test.ts checks that file).
 * Packages with native code or worker files of their own stay imports here too.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { SERVER_BUNDLE } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'build', 'e2e-server');

export default async function bundleServer(): Promise<() => void> {
  // Vite's build sets NODE_ENV to production in this process, which the servers would inherit.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    ssr: { noExternal: true, external: ['better-sqlite3', '@node-rs/argon2', 'pino', 'pg'] },
    build: {
      ssr: path.join(root, 'server', 'main.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'main.js' } },
    },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  process.env[SERVER_BUNDLE] = path.join(outDir, 'main.js');
  return () => {
    delete process.env[SERVER_BUNDLE];
    rmSync(outDir, { recursive: true, force: true });
  };
}
