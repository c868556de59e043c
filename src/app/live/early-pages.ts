/**
 * A client's list asked for before it mounts: its screen's chunk, once loaded, asks for the list's first
 * page as soon as the session names the client, and the list (./use-paged-list.ts) takes that watch
 * over when it mounts. A list reopened from the device then draws its rows in its own first render,
 * instead of drawing its skeleton, committing it and only then asking the worker for the page.
 *
 * The page belongs to the client named when it was asked for: it is dropped, its watch ended and its
 * rows forgotten, as soon as the tab's client is another one or none (a switch, a logout), and when no
 * list has taken it a little after it was asked for (the screen was left before it mounted).
 */
import * as Comlink from 'comlink';
import type { ViewName, ViewState } from '../../data';
import { currentClient, sessionKnown } from '../state/session';
import { getWorkerApi } from './worker-client';

/** How long a page asked for early waits for its list to take it. */
const UNTAKEN_MS = 10_000;

/** What names one page's watch: the client it belongs to and the page's parameters. */
export const watchKey = (owner: number | null | undefined, params: unknown) =>
  JSON.stringify({ owner, params });

/** The parameters of the page at `index` of the list `baseKey` (its JSON) names. */
export const pageParams = <P>(baseKey: string, limit: number, index: number) =>
  ({ ...JSON.parse(baseKey), limit, offset: index * limit }) as P;

export interface EarlyPage {
  /** The worker's watch id; null when the watch failed. */
  id: Promise<number | null>;
  /** The page's last answer, until a list takes the watch. */
  state: ViewState<unknown> | undefined;
  /** Where answers go once a list has taken the watch. */
  forward: ((state: ViewState<unknown>) => void) | null;
}

interface Held extends EarlyPage {
  /** Settles at the first answer, the watch's failure or its end. */
  answered: Promise<void>;
  /** No longer held here: taken by a list, or stopped. */
  end(): void;
  /** Ends the watch and forgets its rows. */
  stop(): void;
}

const early = new Map<string, Held>();
const slot = (view: ViewName, key: string) => `${view}\n${key}`;

/**
 * Asks for the first page of the client's list `view` of `base` at `limit` rows, once the session has
 * named the client (nothing when it names none). Resolves at the page's first answer (or its failure),
 * which the screen's first render waits for as for its chunk; while the session is not known, at the
 * latest after SESSION_WAIT_MS: until then the screen could show only a spinner (its route waits for
 * the session), and the wait must not hang the app's start on a worker that never answers.
 */
export function watchFirstPageEarly(view: ViewName, base: object, limit: number): Promise<void> {
  // The server's renderer loads the screens too, with no worker and no session.
  if (typeof window === 'undefined') return Promise.resolve();
  const begin = () => {
    const owner = currentClient.peek()?.id ?? null;
    return owner === null
      ? Promise.resolve()
      : start(view, owner, pageParams(JSON.stringify(base), limit, 0));
  };
  if (sessionKnown.peek()) return begin();
  return new Promise<void>((resolve) => {
    let done = false;
    const timer = setTimeout(resolve, SESSION_WAIT_MS);
    const stop = sessionKnown.subscribe((known) => {
      if (!known || done) return;
      done = true;
      // Outside the signal's own notification: the page's watch subscribes to signals of its own.
      queueMicrotask(() => {
        stop();
        void begin().then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    });
  });
}

/** How long a list's first render waits for the session's first word at most. */
const SESSION_WAIT_MS = 3000;

/** Starts the page's watch; resolves at its first answer, its failure or its end. */
function start(view: ViewName, owner: number, params: unknown): Promise<void> {
  const name = slot(view, watchKey(owner, params));
  const running = early.get(name);
  if (running) return running.answered;
  const api = getWorkerApi();
  let ended = false;
  let stopped = false;
  let answered = () => {};
  const onChange = Comlink.proxy((state: ViewState<unknown>) => {
    if (stopped) return;
    if (page.forward) page.forward(state);
    else page.state = state;
    answered();
  });
  const page: Held = {
    state: undefined,
    forward: null,
    answered: new Promise<void>((resolve) => {
      answered = resolve;
    }),
    id: api.watch({ view, params } as never, onChange as never).then(
      (id) => id,
      (error: unknown) => {
        console.error(`[priyom] a ${view} view failed`, error);
        answered();
        return null;
      },
    ),
    end() {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      leave();
      early.delete(name);
    },
    stop() {
      if (stopped) return;
      page.end();
      stopped = true;
      page.state = undefined;
      answered();
      void page.id.then((id) => {
        if (id !== null) void api.unwatch({ id });
      });
    },
  };
  early.set(name, page);
  const timer = setTimeout(() => page.stop(), UNTAKEN_MS);
  // Another client, or none: this one's page must not show for them.
  const leave = currentClient.subscribe((client) => {
    if ((client?.id ?? null) !== owner) queueMicrotask(() => page.stop());
  });
  return page.answered;
}

/** The last answer of a page asked for early that no list has taken yet. */
export function earlyState(view: ViewName, key: string): ViewState<unknown> | undefined {
  return early.get(slot(view, key))?.state;
}

/**
 * Takes over the watch of a page asked for early, if there is one: its answers go to `forward` from
 * now on, the last one first. The taker ends the watch (by its id) when it no longer wants the page.
 */
export function takeEarlyPage(
  view: ViewName,
  key: string,
  forward: (state: ViewState<unknown>) => void,
): EarlyPage | undefined {
  const page = early.get(slot(view, key));
  if (!page) return undefined;
  page.end();
  const last = page.state;
  page.state = undefined;
  page.forward = forward;
  if (last !== undefined) forward(last);
  return page;
}
