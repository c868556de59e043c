/**
 * Global setup, first: compiles the server for this run's tests into one file that holds its packages
 * too (build/e2e-server/main.js), and tells the workers (which inherit the environment) where it is.
 * Every test starts a server of its own, and most of a start went on Node finding and reading the
 * packages' hundreds of modules one by one; from one file it starts in much less CPU. The code is
 * the same as `npm run build`'s build/server/main.js (same sources and options), which keeps its
 * packages as imports because a clinic installs them (tests/server/build.test.ts checks that file).
 * Packages with native code or worker files of their own stay imports here too.
 *
 * The server renderer `npm run build` made (build/ssr/render-page.js) is given the same treatment:
 * each test's server loads it at its first drawn page, and there too most of the load went on finding
 * the packages' modules. The renderer's own built code is the input, unchanged, and its packages are
 * resolved as Node resolves them (Node's conditions, `main` and never `module`), so the file holds the
 * very modules production's renderer imports; each package's choice between its development and
 * production code is still made when it runs, by NODE_ENV, as in production.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type UserConfig } from 'vite';
import { RENDERER_BUNDLE, SERVER_BUNDLE } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'build', 'e2e-server');
const rendererIn = path.join(root, 'build', 'ssr', 'render-page.js');
const rendererOut = path.join(root, 'build', 'e2e-ssr');

/** What Node itself matches in a package's exports, for import and require alike. */
const NODE_RESOLVE = { conditions: ['node', 'module-sync'], mainFields: ['main'] };

/**
 * One Node module holding `entry` and what it imports but `ssr.external`, as `outDir/fileName`, with a
 * source map when `sourcemap`.
 */
async function bundle(
  entry: string,
  outDir: string,
  fileName: string,
  { ssr, sourcemap }: { ssr: UserConfig['ssr']; sourcemap: boolean },
): Promise<void> {
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    ssr,
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap,
      minify: false,
      rolldownOptions: {
        output: { entryFileNames: fileName },
        // React Router marks its modules "use client", which means nothing to a server's render.
        onLog: (level, log, handler) => {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
        },
      },
    },
  });
}

export default async function bundleServer(): Promise<() => void> {
  // Vite's build sets NODE_ENV to production in this process, which the servers would inherit.
  const nodeEnv = process.env.NODE_ENV;
  await bundle(path.join(root, 'server', 'main.ts'), outDir, 'main.js', {
    ssr: { noExternal: true, external: ['better-sqlite3', '@node-rs/argon2', 'pino', 'pg'] },
    sourcemap: true,
  });
  // Without a built renderer the servers go without one, as they would anyway.
  const renderer = existsSync(rendererIn);
  if (renderer) {
    // No source map: the servers run with --enable-source-maps, which reads a module's map as it loads
    // it, and the renderer's, which maps its packages too, is a large file to read and parse.
    await bundle(rendererIn, rendererOut, 'render-page.js', {
      ssr: { noExternal: true, resolve: NODE_RESOLVE },
      sourcemap: false,
    });
  }
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  process.env[SERVER_BUNDLE] = path.join(outDir, 'main.js');
  if (renderer) process.env[RENDERER_BUNDLE] = path.join(rendererOut, 'render-page.js');
  return () => {
    delete process.env[SERVER_BUNDLE];
    delete process.env[RENDERER_BUNDLE];
    rmSync(outDir, { recursive: true, force: true });
    rmSync(rendererOut, { recursive: true, force: true });
  };
}
