// @vitest-environment jsdom
/**
 * The paint-first loader (scripts/paint-first-loader.js) as the build serves it, run in a page: when it
 * inserts the app's script. A page with text waits for its first contentful paint; the boot bar (no
 * text) only for the first frame; a hidden page loads at once. And the input it holds for the app.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderSource } from '../../scripts/paint-first-html.mjs';

const APP = '/assets/index-A1.js';
// Read by path: under jsdom, URL is jsdom's, which node:fs does not take.
const here = dirname(fileURLToPath(import.meta.url));
const served = loaderSource(readFileSync(join(here, '../../scripts/paint-first-loader.js'), 'utf8'));

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;
let observers: PaintCallback[] = [];
let frames: FrameRequestCallback[] = [];
/** The document listeners each run of the loader adds, taken off after each test. */
let listeners: Parameters<Document['addEventListener']>[] = [];

class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: PaintCallback) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}

const WORKER = '/assets/data-worker-D1.js';

function runLoader(
  rootHtml: string | null,
  { hidden = false, paintTiming = true, parsing = false, workers = false } = {},
) {
  document.body.innerHTML = rootHtml === null ? '' : `<div id="root">${rootHtml}</div>`;
  Object.defineProperty(document, 'readyState', {
    value: parsing ? 'loading' : 'complete',
    configurable: true,
  });
  const tag = document.createElement('script');
  tag.setAttribute('data-app', APP);
  if (workers) tag.setAttribute('data-worker', WORKER);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
  vi.stubGlobal('PerformanceObserver', paintTiming ? FakePaintObserver : undefined);
  new Function(served)();
}

const appScripts = () => [...document.head.querySelectorAll('script[type="module"]')];
const paint = (name: string) => {
  for (const callback of [...observers])
    callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
};
const frame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  document.head.innerHTML = '';
  listeners = [];
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((...args) => {
    listeners.push(args);
    add(...args);
  });
});

// The files of this group share one document: a loader left holding input (its capture listeners and
// a drawn #root) swallowed the clicks of whichever test file ran next.
afterEach(() => {
  vi.restoreAllMocks();
  for (const args of listeners) document.removeEventListener(...args);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  globalThis.__priyomDataWorker = undefined;
});

describe('paint-first loader', () => {
  it('on a page with text, loads the app after its first contentful paint, not at the first frame', () => {
    runLoader('<div class="fp"><h1>Выберите клинику</h1></div>');
    frame();
    vi.advanceTimersByTime(0);
    paint('first-paint');
    expect(appScripts()).toHaveLength(0);
    paint('first-contentful-paint');
    expect(appScripts().map((script) => script.getAttribute('src'))).toEqual([APP]);
    vi.advanceTimersByTime(1000);
    expect(appScripts()).toHaveLength(1);
  });

  it('loads it anyway a second after the frame when no contentful paint is reported', () => {
    runLoader('<h1>Выберите клинику</h1>');
    frame();
    vi.advanceTimersByTime(999);
    expect(appScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toHaveLength(1);
  });

  it('behind the boot bar (no text, so no contentful paint comes) loads it after the first frame', () => {
    runLoader('<div class="boot" role="status" aria-label="Загрузка…"><div class="boot-bar"></div></div>');
    expect(appScripts()).toHaveLength(0);
    frame();
    vi.advanceTimersByTime(0);
    expect(appScripts()).toHaveLength(1);
  });

  it('without paint timing, loads it after the first frame', () => {
    runLoader('<h1>Выберите клинику</h1>', { paintTiming: false });
    frame();
    vi.advanceTimersByTime(0);
    expect(appScripts()).toHaveLength(1);
  });

  it('while the document is still being parsed (no #root yet), waits for the parse to end', () => {
    runLoader(null, { parsing: true });
    frame();
    vi.advanceTimersByTime(2000);
    paint('first-contentful-paint');
    expect(appScripts()).toHaveLength(0);
    document.body.innerHTML = '<div id="root"><h1>Антонов Илья Андреевич</h1></div>';
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toHaveLength(1);
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('a tab hidden before its document is parsed loads the app once it is', () => {
    runLoader(null, { hidden: true, parsing: true });
    expect(appScripts()).toHaveLength(0);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toHaveLength(1);
  });

  it('in a hidden tab (no frames there) loads it at once', () => {
    runLoader('<h1>Выберите клинику</h1>', { hidden: true });
    expect(appScripts()).toHaveLength(1);
  });
});

describe('the data worker', () => {
  /** Records the workers started, by kind, with their address and options. */
  function stubWorkers(shared: boolean) {
    const started: { kind: string; url: string; options: unknown }[] = [];
    const kind = (name: string) =>
      class {
        constructor(url: string, options: unknown) {
          started.push({ kind: name, url, options });
        }
      };
    vi.stubGlobal('SharedWorker', shared ? kind('shared') : undefined);
    vi.stubGlobal('Worker', kind('dedicated'));
    return started;
  }
  const options = { type: 'module', name: 'priyom-data' };

  it('starts with the app script, not before: the shared one where the browser has it, for the app to take', () => {
    const started = stubWorkers(true);
    runLoader('<div class="boot"></div>', { workers: true });
    expect(started).toEqual([]);
    frame();
    vi.advanceTimersByTime(0);
    expect(started).toEqual([{ kind: 'shared', url: WORKER, options }]);
    expect(globalThis.__priyomDataWorker).toBeDefined();
    // The app's script a task after the worker's start, which goes through the main thread.
    expect(appScripts()).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(appScripts()).toHaveLength(1);
  });

  it('a dedicated one where the browser has no SharedWorker', () => {
    const started = stubWorkers(false);
    runLoader('<h1>Выберите клинику</h1>', { hidden: true, workers: true });
    expect(started).toEqual([{ kind: 'dedicated', url: WORKER, options }]);
    expect(appScripts()).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(appScripts()).toHaveLength(1);
  });

  it('none on a page that names no worker: the app starts its own', () => {
    const started = stubWorkers(true);
    runLoader('<h1>Выберите клинику</h1>', { hidden: true });
    expect(appScripts()).toHaveLength(1);
    expect(started).toEqual([]);
    expect(globalThis.__priyomDataWorker).toBeUndefined();
  });
});

describe('input made on a server-drawn page before the app takes it', () => {
  it('holds an Enter in a field, and it goes no further: the app, once its root listens, never takes it twice', () => {
    runLoader('<form><input data-testid="phone"></form>');
    const root = document.getElementById('root') as HTMLElement;
    root.setAttribute('data-rendered', 'ru');
    // Where React listens once hydration has begun.
    const reached: string[] = [];
    root.addEventListener('keydown', (event) => reached.push(event.key), true);
    const field = root.querySelector('input') as HTMLInputElement;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect((globalThis as { __priyomEarlyInput?: unknown }).__priyomEarlyInput).toEqual([
      { type: 'enter', target: field },
    ]);
    // Typing is not held: it reaches the app.
    field.dispatchEvent(new KeyboardEvent('keydown', { key: '7', bubbles: true, cancelable: true }));
    expect(reached).toEqual(['7']);
  });

  it('holds a tap on a page the service worker kept, which the app draws anew: it must not reach a page that answers nothing', () => {
    runLoader('<button type="button" data-testid="appointment-cancel">Отменить</button>');
    const root = document.getElementById('root') as HTMLElement;
    root.setAttribute('data-kept', 'offline');
    const button = root.querySelector('button') as HTMLButtonElement;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect((globalThis as { __priyomEarlyInput?: unknown }).__priyomEarlyInput).toEqual([
      { type: 'click', target: button },
    ]);
  });
});

describe("the app's script that does not arrive", () => {
  it('is told in the language the page was drawn in (en-gb), with a reload', () => {
    runLoader('<p>Doctors</p>', { hidden: true });
    (document.getElementById('root') as HTMLElement).setAttribute('data-rendered', 'en-gb');
    const script = appScripts()[0] as HTMLScriptElement;
    script.onerror?.(new Event('error'));
    const notice = document.querySelector('[data-testid="app-load-failed"]');
    expect(notice?.textContent).toBe('The page did not load. Reload');
  });
});
