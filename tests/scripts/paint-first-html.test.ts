/** The built index.html's app script, deferred until after the first paint (scripts/paint-first-html.mjs). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dataWorker, deferAppScript, loaderSource } from '../../scripts/paint-first-html.mjs';

const BUILT = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
<link rel="stylesheet" crossorigin href="/assets/index-C3.css">
</head><body><script id="priyom-configuration" type="text/plain">{}</script></body></html>`;

describe('paint first', () => {
  it('loads the app script through the inline loader, after the first paint, without module preloads', () => {
    const html = deferAppScript(BUILT, 'load()');
    expect(html).toContain('<script data-app="/assets/index-A1.js">load()</script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(html).toContain('<script id="priyom-configuration" type="text/plain">{}</script>');
  });

  it("names the data worker's one file on the loader, which starts it beside the app", () => {
    const worker = dataWorker({
      'assets/index-A1.js': {},
      'assets/data-worker-D1_x.js': {},
      'assets/data-worker-D1_x.js.map': {},
    });
    expect(worker).toBe('/assets/data-worker-D1_x.js');
    expect(deferAppScript(BUILT, 'load()', worker)).toContain(
      '<script data-app="/assets/index-A1.js" data-worker="/assets/data-worker-D1_x.js">load()</script>',
    );
    expect(dataWorker({ 'assets/index-A1.js': {} })).toBeUndefined();
  });

  it('refuses a page with no app script or with two', () => {
    expect(() => deferAppScript('<html></html>')).toThrow(/found 0/);
    const two = BUILT.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/x.js"></script></head>',
    );
    expect(() => deferAppScript(two)).toThrow(/found 2/);
  });

  it('refuses a loader that would close its own script element', () => {
    expect(() => deferAppScript(BUILT, 'x("</script>")')).toThrow(/must not contain/);
  });

  it('serves the loader minified: valid script, no comments, smaller than its source', () => {
    const source = readFileSync(new URL('../../scripts/paint-first-loader.js', import.meta.url), 'utf8');
    const served = loaderSource(source);
    expect(() => new Function(served)).not.toThrow();
    expect(served).not.toContain('/*');
    expect(served).toContain('data-app');
    expect(served).toContain('requestAnimationFrame');
    expect(served.length).toBeLessThan(source.length / 2);
  });
});
