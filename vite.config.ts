/**
 * One build: the app (index.html → src/app/main.tsx), the data worker bundles (found through
 * `new SharedWorker(new URL(…))` / `new Worker(new URL(…))` in src/app/live), and the service worker
 * (src/sw/sw.ts, injectManifest) which precaches everything the build emits so an installed PWA opens
 * with no network.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { paintFirst } from './scripts/paint-first-html.mjs';

export default defineConfig({
  plugins: [
    react(),
    // The app's script loads after the page's first paint (public/paint-first.js).
    paintFirst(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // src/app/pwa/register-sw.ts registers it; the plugin injects nothing into the page.
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest is the manifest.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/vendor/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk with it; the lazy chunks import
        // from there. Left to itself rolldown cut the start page into ten small shared chunks, which
        // cost ten requests and about 5 KiB more gzip than one file.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
