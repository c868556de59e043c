/**
 * The booking widget's script, built alone into dist/widget.js (scripts/build-widget.mjs). A clinic
 * adds `<script src="https://portal.example/widget.js" data-clinic="1" async></script>` to any page of
 * its own site; the data attributes are listed in src/widget/options.ts and the README.
 *
 * It must never break the page it lands on: it defines one global (window.PriyomWidget, with open and
 * close), changes no built-in prototype, and a second copy of the script leaves the first one's button
 * alone. Entry file: it only wires.
 */
import { mountWidget, type WidgetControls } from './mount-widget';
import { readOptions } from './options';

const GLOBAL = 'PriyomWidget';

(() => {
  const scope = window as unknown as Record<string, unknown>;
  if (scope[GLOBAL]) return;
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src*="widget.js"]');
  if (!script?.src) return;
  const portal = new URL('.', script.src);
  const options = readOptions(script.dataset, (value) => CSS.supports('color', value));
  let controls: WidgetControls | null = null;
  const api = Object.freeze({
    open: () => controls?.open(),
    close: () => controls?.close(),
  });
  Object.defineProperty(scope, GLOBAL, {
    value: api,
    configurable: false,
    enumerable: false,
    writable: false,
  });
  const mount = () => {
    controls = mountWidget(document, portal, options);
  };
  // Loaded in <head> without defer, the body does not exist yet.
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });
})();
