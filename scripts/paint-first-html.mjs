// The built index.html's app script, deferred until after the first paint.
// Vite writes `<script type="module" crossorigin src="/assets/index-….js"></script>`; this turns it
// into `<script data-app="/assets/index-….js">…the loader…</script>` and drops the module preloads of
// the app's own chunks, which would fetch and compile them before the first paint.
// The app's own stylesheet (the start page's plain-HTML styles and the theme's variables, a few KiB)
// goes inline, and so does the loader (scripts/paint-first-loader.js, minified): no request stands
// between the HTML and its first paint. A loader in its own file was one: Lighthouse's simulated LCP
// waits for every script the page fetched before its paint, and on slow 4G that round trip is a large
// part of the start page's LCP. The server allows the inline script by its hash
// (server/http/inline-scripts.ts); the loader counts in the start page's budget.
// Used by vite.config.ts (build only: `npm run dev` keeps the module script) and read back by
// scripts/check-size-budget.mjs.

import { readFileSync } from 'node:fs';
import { minifySync } from 'rolldown/utils';

/** The loader as served: the source minified (it counts in the start page's budget). */
export function loaderSource(
  source = readFileSync(new URL('./paint-first-loader.js', import.meta.url), 'utf8'),
) {
  const { code, errors } = minifySync('paint-first.js', source);
  if (errors.length > 0) throw new Error(`paint-first: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * index.html with its stylesheets inline: `css(href)` gives a stylesheet's text (the build's asset),
 * or undefined to leave that link as it is.
 */
export function inlineStylesheets(html, css) {
  return html.replace(STYLESHEET, (link, href) => {
    const text = css(href);
    return text === undefined ? link : `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * index.html with its one app module script loaded after the first paint by `loader` (inline script
 * text); throws when not one. `worker`: the data worker's address, which the loader starts beside the
 * app's script (see paint-first-loader.js).
 */
export function deferAppScript(html, loader = loaderSource(), worker = undefined) {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1)
    throw new Error(`paint-first: index.html should have one app module script, found ${scripts.length}`);
  if (/<\/script/i.test(loader)) throw new Error('paint-first: the loader must not contain </script');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      (_, src) => `<script data-app="${src}"${worker ? ` data-worker="${worker}"` : ''}>${loader}</script>`,
    );
}

/** The data worker's file in the bundle (Vite emits a worker as a file of its own), by its address. */
export function dataWorker(bundle) {
  const file = Object.keys(bundle ?? {}).find((name) => /^assets\/data-worker-[\w-]+\.js$/.test(name));
  return file && `/${file}`;
}

/** The Vite plugin. */
export function paintFirst() {
  return {
    name: 'priyom-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const css = (href) => {
          const asset = context.bundle?.[href.replace(/^\//, '')];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        };
        return deferAppScript(inlineStylesheets(html, css), loaderSource(), dataWorker(context.bundle));
      },
    },
  };
}
