/**
 * One build: the app (index.html → src/app/main.tsx), the data worker bundles (found through
 * `new SharedWorker(new URL(…))` / `new Worker(new URL(…))` in src/app/live), and the service worker
 * (src/sw/sw.ts, injectManifest) which precaches everything the build emits so an installed PWA opens
 * with no network. The booking widget for clinic sites is built apart, after this (scripts/build-widget.mjs).
 *
 * Our own styles are compiled at build time, as Fluent's packages ship theirs, so the start page carries
 * no style compiler (stylis, rtl-css-js, resolveStyleRules) and the first render hashes nothing:
 * vite-plugins/griffel.ts (griffelAot, then griffelExtract: the CSS goes inline into index.html).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { paintFirst } from './scripts/paint-first-html.mjs';
import { commonPasswordList } from './vite-plugins/common-passwords';
import { freshChunkUrl } from './vite-plugins/fresh-chunk-url';
import { fluentEarlyStyles, griffelAot, griffelExtract } from './vite-plugins/griffel';
import { pageStyles } from './vite-plugins/page-styles';
import { unusedTokenReads } from './vite-plugins/unused-token-reads';

/**
 * The server-rendering entry (src/app/server/render-page.tsx): the same components, built for Node into
 * build/ssr, which the server loads at start (server/http/react-page.ts). Styles are Griffel's run-time
 * ones here, which give the classes the app's compiled ones give: compiling them again took the build a
 * minute more, and the renderer leaves out every rule index.html has already.
 */
const serverRendering = defineConfig({
  plugins: [react(), commonPasswordList()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/app/vendor/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  // Bundled, not left to Node: Fluent's and Griffel's packages are ES modules Node cannot load as-is.
  ssr: { noExternal: [/@fluentui\//, /@griffel\//] },
  build: {
    ssr: 'src/app/server/render-page.tsx',
    outDir: 'build/ssr',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'render-page.js' } },
  },
});

const browserApp = defineConfig({
  plugins: [
    react(),
    griffelAot(),
    griffelExtract(),
    fluentEarlyStyles(),
    // The app's script loads after the page's first paint (scripts/paint-first-html.mjs).
    paintFirst(),
    // The inline styles also as a file, for the pages the server sends with only their own rules.
    pageStyles(),
    unusedTokenReads(),
    // The password forms' list of common passwords, a lazy chunk (src/app/screens/accounts/common-passwords.ts).
    commonPasswordList(),
    // A lazy chunk that failed is asked for again at a URL of its own (src/app/routes/chunk-import.ts).
    freshChunkUrl(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // src/app/pwa/register-sw.ts registers it; the plugin injects nothing into the page.
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest is the manifest.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,json}'],
        // The booking widget runs on clinic sites, never in the app (scripts/build-widget.mjs).
        globIgnores: ['widget.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/app/vendor/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Every browser the es2022 target runs in has <link rel="modulepreload"> but older Safari, which
    // then simply loads the lazy chunks' imports as it finds them: no polyfill in the start page.
    // No preload list either: for each lazy import Vite's helper appended a <link rel="modulepreload">
    // per chunk it needs, 20-odd of them in one task for a doctor page, which made its longest task on
    // a phone. The browser fetches a chunk's imports itself as it reads the chunk: one more round trip
    // per level before the service worker holds them, for a screen whose page is painted already.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    // Maps are written (dist/**/*.map, for reading a crash report against the build) but no file names
    // them, and the server never serves them: the shipped code does not hand out its own sources.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk with it; the lazy chunks import
        // from there. Left to itself rolldown cut the start page into ten small shared chunks, which
        // cost ten requests and about 5 KiB more gzip than one file.
        // The skeleton, the failure and NoDataYet, which shows one of them, are one chunk: the start page
        // loads them only when they show, and every other screen shares them; one file costs less than
        // three small ones.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            {
              name: 'load-state',
              test: /\/src\/app\/common\/load-state\/(ListSkeleton|LoadFailed|NoDataYet)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRendering : browserApp));
