/**
 * Keeps the router state (current path, history position, previous paths) in session storage
 * (accounts spec §2.2): restored on start, written on every navigation except that restore. Every
 * navigation also resets the header.
 */
import { signal } from '@preact/signals-react';
import type { DataRouter, Location } from 'react-router-dom';
import {
  applyNavigation,
  previousPaths,
  type RouterHistoryState,
  restoreRouterHistory,
} from '../../domain/router-history';
import { resetHeader } from '../state/header';
import { readJson, STORAGE_KEYS, sessionStore, writeJson } from '../state/storage';

export const routerHistory = signal<RouterHistoryState | null>(null);

/** The history index react-router keeps in history.state; null without history state. */
export function historyPosition(): number | null {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}

const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * The current entry's position for step-back and guards: the synced router state's (which follows
 * history.state.idx in the browser, and counts pushes where there is no history state, as in a memory
 * router), else history.state.idx itself.
 */
export function currentHistoryPosition(): number | null {
  return routerHistory.value?.position ?? historyPosition();
}

export function previousPath(): string | null {
  const state = routerHistory.value;
  return state ? (previousPaths(state).at(-1) ?? null) : null;
}

export function attachHistorySync(router: DataRouter): () => void {
  const storage = sessionStore();
  // The restore: adopt what the session stored for this entry, without writing it back.
  routerHistory.value = restoreRouterHistory(
    readJson(storage, STORAGE_KEYS.router),
    pathOf(router.state.location),
    historyPosition(),
  );
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    resetHeader();
    const current =
      routerHistory.value ?? restoreRouterHistory(null, pathOf(state.location), historyPosition());
    const next = applyNavigation(current, state.historyAction, pathOf(state.location), historyPosition());
    routerHistory.value = next;
    writeJson(storage, STORAGE_KEYS.router, next);
  });
}
