/**
 * Builds the booking widget (src/widget/widget.ts) into one small classic script, dist/widget.js, after
 * the app's build: clinic sites load it by that stable name (the server revalidates it, so a deploy
 * reaches them), it is no chunk of the app, and the service worker's precache list, written by the
 * app's build before this runs, never names it (vite.config.ts also leaves it out by name).
 * An IIFE without exports: the only global it makes is the one it defines itself.
 */
import { build } from 'vite';

const outDir = process.argv[2] ?? 'dist';
await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    // Clinic sites' visitors come with any browser of the last years, not only the app's.
    target: 'es2019',
    minify: true,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: 'src/widget/widget.ts',
      output: { format: 'iife', entryFileNames: 'widget.js' },
    },
  },
});
process.stdout.write(`widget built: ${outDir}/widget.js\n`);
