/**
 * Compiles the server (server/main.ts and the src/api modules it imports) into one plain ES module,
 * build/server/main.js, and the clinic data import into build/server/import.js, so a clinic runs them with `node` and production dependencies only: every package
 * stays an import, resolved from node_modules at run time (tests/server/build.test.ts checks that each
 * is a dependency, not a devDependency). `node scripts/build-server.mjs DIR` builds into DIR instead.
 */
import { build } from 'vite';

const outDir = process.argv[2] ?? 'build/server';
// One self-contained file per entry (no shared chunk between them): the server, and the clinic data
// import that a clinic runs as `node build/server/import.js network.json` where only production
// dependencies are installed.
for (const [entry, name] of [
  ['server/main.ts', 'main.js'],
  ['server/import-main.ts', 'import.js'],
]) {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: name === 'main.js',
      target: 'node20',
      sourcemap: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: name } },
    },
  });
}
process.stdout.write(`server built: ${outDir}/main.js, ${outDir}/import.js\n`);
