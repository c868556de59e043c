/**
 * Lists read page by page (a services list, the client's appointments): one worker view per page. The
 * hook watches the pages asked for so far and asks for one more when the screen says so; a page that
 * has never loaded is fetched only then (near the bottom). A page shorter than the limit is the
 * last; rows repeated at a seam (the list shifted between two page fetches) show once.
 */
import * as Comlink from 'comlink';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefreshFailure, Result, Views, ViewState } from '../../data';
import { sameValue } from '../../domain/same-value';
import { earlyState, pageParams, takeEarlyPage, watchKey } from './early-pages';
import { FAILED_VIEW, LOADING_VIEW } from './use-view';
import { getWorkerApi } from './worker-client';

/** The views whose data is one page of a list of rows with ids. */
export type PageView = {
  [V in keyof Views]: Views[V]['params'] extends { offset: number; limit: number }
    ? Views[V]['data'] extends readonly { id: number }[]
      ? V
      : never
    : never;
}[keyof Views];
type Row<V extends PageView> = Views[V]['data'][number];
type Params<V extends PageView> = Views[V]['params'];
type PageState<V extends PageView> = ViewState<Views[V]['data']>;

/**
 * Watches one page view per entry of `pages`, adding and dropping watches as the list changes; a new
 * `owner` watches every page anew (see usePagedList). Until its watch answers, the first page shows
 * `initial` when given.
 */
function usePageWatches<V extends PageView>(
  view: V,
  pages: Params<V>[],
  initial: PageState<V> | undefined,
  owner: number | null | undefined,
  firstRowsInSlices: boolean,
): { states: PageState<V>[]; watchAhead(params: Params<V>): Promise<void> } {
  const keys = pages.map((params) => watchKey(owner, params));
  const joined = keys.join('\n');
  // A page asked for before the list mounted (./early-pages.ts) and answered already: its rows at once.
  const [states, setStates] = useState<Record<string, PageState<V>>>(() => {
    const answered: Record<string, PageState<V>> = {};
    for (const key of keys) {
      const state = earlyState(view, key);
      if (state) answered[key] = state as PageState<V>;
    }
    return answered;
  });
  const watches = useRef(new Map<string, PageWatch>());
  const rowsShown = useRef(firstRowsInSlices);
  // What the first page shows until its watch answers, for the answers' comparison (read in a callback).
  const firstKey = useRef(keys[0]);
  const firstInitial = useRef(initial);
  firstKey.current = keys[0];
  firstInitial.current = initial;

  /**
   * Starts one page's watch unless it runs already; its answers land in `states` under its key.
   * Resolves at its first answer (or failure).
   */
  const startWatch = useRef((api: ReturnType<typeof getWorkerApi>, key: string, ahead = false) => {
    const running = watches.current.get(key);
    if (running) return running.answered;
    let answered = () => {};
    const entry: PageWatch = {
      active: true,
      id: Promise.resolve(null),
      ahead,
      answered: new Promise<void>((resolve) => {
        answered = resolve;
      }),
      // Whoever waits for a first answer that will not come now goes on without it.
      drop() {
        entry.active = false;
        answered();
      },
    };
    // An answer with the content on screen already (the first page the page brought, or a repeat)
    // keeps the state: new objects of the same rows rendered the whole list again, a long task on a
    // phone (the doctor page's services).
    // Once the list shows rows, a page's rows render as a transition: React draws them in slices
    // between which the page answers input and paints, where a page of rows (a long history's cards)
    // drawn at once was one long task. A list's first rows on the first screen render at once: as a
    // transition, every other answer of a starting app interrupted their render and began it again. A page watched
    // ahead gives its first answer at once too, into the render that asks for the page.
    const onChange = Comlink.proxy((state: ViewState<unknown>) => {
      if (!entry.active) return;
      const update = () =>
        setStates((all) => {
          const shown = all[key] ?? (key === firstKey.current ? firstInitial.current : undefined);
          return shown !== undefined && sameValue(shown, state)
            ? all
            : { ...all, [key]: state as PageState<V> };
        });
      if (rowsShown.current && !entry.ahead) startTransition(update);
      else update();
      entry.ahead = false;
      if (state.data !== null) rowsShown.current = true;
      answered();
    });
    const { params } = JSON.parse(key) as { params: Params<V> };
    // The page's watch when one was started before the list mounted (./early-pages.ts), else a new one.
    const taken = takeEarlyPage(view, key, onChange);
    const watching = taken
      ? taken.id.then((id) => id ?? Promise.reject(new Error('the early watch failed')))
      : api.watch({ view, params }, onChange);
    entry.id = watching.then(
      (id) => {
        if (entry.active) return id;
        void api.unwatch({ id });
        return null;
      },
      (error: unknown) => {
        console.error(`[priyom] a ${view} view failed`, error);
        if (entry.active) setStates((all) => ({ ...all, [key]: FAILED_VIEW }));
        answered();
        return null;
      },
    );
    watches.current.set(key, entry);
    return entry.answered;
  });

  // `joined` stands for the pages' content (one key per page).
  useEffect(() => {
    const wanted = new Set(joined === '' ? [] : joined.split('\n'));
    let api: ReturnType<typeof getWorkerApi>;
    try {
      api = getWorkerApi();
    } catch (error) {
      console.error(`[priyom] the ${view} list could not start the worker`, error);
      return;
    }
    for (const [key, watch] of watches.current) {
      if (wanted.has(key)) continue;
      watch.drop();
      watches.current.delete(key);
      void watch.id.then((id) => {
        if (id !== null) void api.unwatch({ id });
      });
    }
    for (const key of wanted) startWatch.current(api, key);
  }, [joined, view]);

  useEffect(() => {
    const current = watches.current;
    return () => {
      // Unmount (or StrictMode's trial unmount): drop every watch; a remount starts them again.
      for (const watch of current.values()) {
        watch.drop();
        void watch.id.then((id) => {
          if (id !== null) void getWorkerApi().unwatch({ id });
        });
      }
      current.clear();
    };
  }, []);

  /**
   * Starts a page's watch before a render asks for it; resolves at its first answer, which the render
   * asking for the page then shows (a search the worker answers from memory: the new rows drawn once,
   * rather than the old ones again and the new ones a moment later). The next render that does not
   * ask for the page drops its watch, as any page no longer shown.
   */
  const watchAhead = useCallback(
    (params: Params<V>): Promise<void> => {
      try {
        return startWatch.current(getWorkerApi(), watchKey(owner, params), true);
      } catch (error) {
        console.error(`[priyom] the ${view} list could not start the worker`, error);
        return Promise.resolve();
      }
    },
    [owner, view],
  );

  return {
    states: keys.map(
      (key, index) => states[key] ?? (index === 0 ? initial : undefined) ?? (LOADING_VIEW as PageState<V>),
    ),
    watchAhead,
  };
}

interface PageWatch {
  /** Still wanted: a dropped watch's late answers are ignored. */
  active: boolean;
  /** The worker's watch id; null when it failed or was dropped before it started. */
  id: Promise<number | null>;
  /** Watched ahead of the render that asks for the page, and not answered yet. */
  ahead: boolean;
  /** Settles at the first answer or failure, or when the watch is dropped. */
  answered: Promise<void>;
  /** No longer wanted. */
  drop(): void;
}

export interface PagedList<T> {
  /** The rows of every page loaded so far; null until the first page is there. */
  rows: T[] | null;
  /** A page came back shorter than the limit: nothing more to load. */
  allLoaded: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The first page's state, for the data age line and the first-load failure. */
  first: ViewState<T[]>;
  /** Why the page being loaded failed, if it did. */
  lastError: RefreshFailure | null;
  /** Asks for the next page (ignored while one is loading or all are loaded). */
  loadMore(): void;
  /** How many pages are watched now. */
  pages: number;
  /** Refreshes every page shown now. */
  refresh(): Promise<Result>;
}

export interface PagedListControl<V extends PageView> {
  /**
   * Starts watching the first page of the list `base` names, ahead of the render that asks for it (a
   * search about to apply); resolves at the page's first answer.
   */
  watchFirstPage(base: Omit<Params<V>, 'offset' | 'limit'>): Promise<void>;
}

export interface PagedListOptions<V extends PageView> {
  /** A list the user comes back to reopens as far as it was scrolled. */
  initialPages?: number;
  /** What the first page shows until the worker answers (the page's own data, when it brought it). */
  initial?: PageState<V>;
  /**
   * For a client's own lists: the signed-in client's id, null while none is named (logged out, or a
   * switch between wiping the last client's data and loading the next one's). The params name no
   * client and the worker fetches a page only when its watch starts or it expires, so the pages a
   * switch wiped under the watches would stay empty: a new owner starts the list again from one page
   * with watches of its own, and no owner watches nothing (a fetch then would go with the last pair).
   */
  owner?: number | null;
  /**
   * A list below the first screen (the doctor page's services under its schedule): its first rows
   * render as a transition too. Nothing on the first screen waits for them, and drawn at once they were
   * the page's longest task on a phone.
   */
  firstRowsInSlices?: boolean;
}

/**
 * `base`: the list's parameters but offset and limit; `listKey` names the list (a new key starts again
 * from one page).
 */
export function usePagedList<V extends PageView>(
  view: V,
  base: Omit<Params<V>, 'offset' | 'limit'>,
  limit: number,
  { initialPages = 1, initial, owner, firstRowsInSlices = false }: PagedListOptions<V> = {},
): PagedList<Row<V>> & PagedListControl<V> {
  const baseKey = JSON.stringify(base);
  const listKey = `${view}|${baseKey}|${limit}|${owner}`;
  const [asked, setAsked] = useState({ listKey, count: Math.max(1, initialPages) });
  const count = asked.listKey === listKey ? asked.count : 1;
  const pages = useMemo(
    () =>
      Array.from({ length: owner === null ? 0 : count }, (_, index) =>
        pageParams<Params<V>>(baseKey, limit, index),
      ),
    [baseKey, limit, count, owner],
  );
  const { states, watchAhead } = usePageWatches(view, pages, initial, owner, firstRowsInSlices);
  const watchFirstPage = useCallback(
    (next: Omit<Params<V>, 'offset' | 'limit'>) =>
      owner === null ? Promise.resolve() : watchAhead(pageParams<Params<V>>(JSON.stringify(next), limit, 0)),
    [owner, limit, watchAhead],
  );

  const rows: Row<V>[] = [];
  const seen = new Set<number>();
  let loaded = 0;
  let allLoaded = false;
  for (const state of states) {
    if (state.data === null) break;
    loaded += 1;
    for (const row of state.data as readonly Row<V>[])
      if (!seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
      }
    if (state.data.length < limit) {
      allLoaded = true;
      break;
    }
  }
  const pending = states[loaded];
  const loadingMore = loaded > 0 && !allLoaded && pending !== undefined;
  const first = (states[0] ?? LOADING_VIEW) as ViewState<Row<V>[]>;

  const canLoadMore = !allLoaded && loaded === count;
  const loadMore = useCallback(() => {
    if (canLoadMore) setAsked({ listKey, count: count + 1 });
  }, [canLoadMore, listKey, count]);

  const refresh = useCallback(async () => {
    const api = getWorkerApi();
    const results = await Promise.all(pages.map((params) => api.refresh({ view, params })));
    return results.find((result) => !result.ok) ?? { ok: true, value: undefined };
  }, [pages, view]);

  return {
    rows: loaded === 0 ? null : rows,
    allLoaded,
    loadingMore,
    first,
    lastError: pending?.lastError ?? (loaded === 0 ? first.lastError : null),
    loadMore,
    pages: count,
    refresh,
    watchFirstPage,
  };
}
