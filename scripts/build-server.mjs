/**
 * Compiles the server (server/main.ts and the src/api modules it imports) into one plain ES module,
 * build/server/main.js, so a clinic runs it with `node` and production dependencies only: every package
 * stays an import, resolved from node_modules at run time (tests/server/build.test.ts checks that each
 * is a dependency, not a devDependency). `node scripts/build-server.mjs DIR` builds into DIR instead.
 */
import { build } from 'vite';

const outDir = process.argv[2] ?? 'build/server';
await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
process.stdout.write(`server built: ${outDir}/main.js\n`);
