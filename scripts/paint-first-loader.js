/*
 * Paint first, then boot (for speed). The built index.html carries this inline in place of the app's
 * module script (scripts/paint-first-html.mjs rewrites the tag; the app's address is in data-app): the
 * page's own HTML, the server-rendered start page or the boot bar, reaches the screen before the
 * browser fetches, compiles and runs the app's ~480 KiB of script. A frame callback, then a task: the
 * frame is presented between the two. A hidden page (a tab opened in the background) presents no
 * frames, so there the app loads at once, also when the page is hidden before its first frame. Plain
 * script, no bundling, minified by the build without its comments; the server's Content-Security-Policy
 * allows it by its hash (server/http/inline-scripts.ts). Never before the document is parsed: the
 * loader runs in the head, and a page whose HTML arrives in pieces (a slow network, a large data block)
 * can present its first frame, or be hidden, before #root exists; the app's script, already cached,
 * would then run and find no #root to render into.
 */
(() => {
  // Input made on the server-drawn screen before the app runs: the app hydrates the same elements and
  // then plays what is held here (src/app/early-input.ts). Typed text stays in the fields by itself; a
  // submit, an Enter in a field (the app's own handler decides: the next field, or the form's submit,
  // which a still-disabled button would drop natively) and a click on a button, a tab, a checkbox or a
  // radio (a star of a rating) are held, not lost, and happen once the app can take them. Only on a
  // page the server drew with the app's components (#root[data-rendered]), or one the service worker
  // kept (#root[data-kept]): the app draws that one anew, so what was held there cannot be played, and
  // the patient is told to do it again, where a tap on a page that answers nothing would be lost
  // unseen. The hold stays while the app hydrates, until the app knows the typed text: React, once its
  // root exists, would take an Enter or a tap itself before that, with empty fields, and the patient's
  // submit would do nothing. A held event goes no further, so the app never takes it twice.
  const held = [];
  globalThis.__priyomEarlyInput = held;
  const hold = (event) => {
    if (held.closed || !document.getElementById('root')?.matches('[data-rendered],[data-kept]')) return;
    const target = event.target;
    if (event.type === 'submit') held.push({ type: 'submit', target });
    else if (event.type === 'keydown') {
      if (event.key !== 'Enter' || target.tagName !== 'INPUT') return;
      held.push({ type: 'enter', target });
    } else {
      const control = target.closest?.('button,[role="tab"],input[type="checkbox"],input[type="radio"]');
      if (!control || control.type === 'submit') return;
      held.push({ type: 'click', target: control });
    }
    event.preventDefault();
    event.stopPropagation();
  };
  for (const type of ['submit', 'keydown', 'click']) document.addEventListener(type, hold, true);

  // The app's script did not arrive (the connection dropped, and no copy is kept yet): the drawn page
  // stays, but nothing on it will answer, and a held tap would wait for good. The hold ends and the
  // patient is told, with a reload, in the language the page was drawn in (else the chosen one).
  const failed = () => {
    held.closed = held.played = true;
    held.splice(0);
    const drawn = document.getElementById('root')?.dataset.rendered;
    const en = drawn ? drawn.startsWith('en') : document.cookie.includes('priyom.lang=en');
    const box = document.createElement('p');
    box.setAttribute('role', 'alert');
    box.setAttribute('data-testid', 'app-load-failed');
    box.style.cssText =
      'position:fixed;inset:auto 16px 16px;z-index:9999;margin:0;padding:12px;background:#242424;color:#fff';
    box.innerHTML = en
      ? 'The page did not load. <button>Reload</button>'
      : 'Страница не загрузилась. <button>Обновить</button>';
    box.lastChild.onclick = () => location.reload();
    document.body.append(box);
  };

  const me = document.currentScript;
  const src = me?.getAttribute('data-app');
  if (!src) return;
  // The data worker starts with the app's script, not once the app has run: its script, its database's
  // open and the session's first read then go on beside the app's own download, compile and start. The
  // app connects to this worker (src/app/live/worker-client.ts): the same one it would start itself.
  // Says whether it started one.
  const startWorker = () => {
    const worker = me.getAttribute('data-worker');
    const options = { type: 'module', name: 'priyom-data' };
    try {
      if (!worker) {
        // Not built with one: the app starts it itself.
      } else if (typeof SharedWorker === 'function') {
        globalThis.__priyomDataWorker = new SharedWorker(worker, options);
      } else if (typeof Worker === 'function') {
        globalThis.__priyomDataWorker = new Worker(worker, options);
      }
    } catch {
      // The app starts it itself then, and says why if it cannot.
    }
    return globalThis.__priyomDataWorker !== undefined;
  };
  let started = false;
  let painted;
  const load = () => {
    if (started) return;
    if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', load);
    started = true;
    painted?.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    const script = document.createElement('script');
    script.type = 'module'; // fetched in CORS mode, same-origin credentials: what crossorigin would say
    script.src = src;
    script.onerror = failed;
    // A worker is set up through the page's main thread: the app's script goes in a task later, so the
    // worker's start is not queued behind the app's compile and first run, which hold that thread.
    if (startWorker()) setTimeout(() => document.head.appendChild(script));
    else document.head.appendChild(script);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') load();
  };
  if (document.visibilityState === 'hidden') return load();
  document.addEventListener('visibilitychange', onVisibility);
  // A page with text (the start page, a clinic's menu) waits for its first contentful paint to be
  // presented: a frame's callbacks can run before the frame reaches the screen, and the app's request
  // would then start before the paint it must follow. The boot bar has no text, so no such paint comes:
  // there the frame is enough. A second away from an awaited paint, the app loads anyway.
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    painted = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) load();
    });
    painted.observe({ type: 'paint', buffered: true });
  }
  // Before #root is parsed there is no text to wait for: the load then waits for the parse alone.
  requestAnimationFrame(() => {
    const text = document.getElementById('root')?.textContent?.trim();
    setTimeout(load, painted && text ? 1000 : 0);
  });
})();
