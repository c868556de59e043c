/**
 * Keeps the router state (current path, history position, previous paths) in session storage
 * (so a reload keeps it): restored on start, written on every navigation except that restore. (Every
 * navigation also resets the header: src/app/state/header.ts ties the header to the location key.)
 *
 * <HistorySync /> sits inside the router, before the routes: its layout effect runs before the screens'
 * effects of the same commit, and before any passive effect (a guard's step back reads the position).
 */
import { signal } from '@preact/signals-react';
import { useLayoutEffect, useRef } from 'react';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import {
  applyNavigation,
  pathBeforeLanding,
  previousPaths,
  type RouterHistoryState,
  restoreRouterHistory,
} from '../../domain/router-history';
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

let landedFrom: string | null = null;
/** The app has navigated since it started: a later back or forward comes to an entry it showed. */
let navigatedSinceStart = false;

/**
 * Whether a navigation of `action` comes back to an entry this run of the app showed (back or
 * forward), whose scroll the browser restores against the document as it stands then. Not the entry
 * the app started on, a reload's included: its content comes after the browser's restore anyway.
 */
export function comesBackInApp(action: NavigationType): boolean {
  return action === 'POP' && navigatedSinceStart;
}

/**
 * Where this tab was before a fresh start on the current address (see pathBeforeLanding); handed out
 * once, so a guard that fails there too goes on to the start page instead of bouncing.
 */
export function takePathBeforeLanding(): string | null {
  const path = landedFrom;
  landedFrom = null;
  return path;
}

export function previousPath(): string | null {
  const state = routerHistory.value;
  return state ? (previousPaths(state).at(-1) ?? null) : null;
}

export function HistorySync(): null {
  const location = useLocation();
  const action = useNavigationType();
  const lastKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (location.key === lastKey.current) return;
    const storage = sessionStore();
    if (lastKey.current === null) {
      // The restore: adopt what session storage holds for this entry, without writing it back. A start
      // on another entry is a fresh state, written at once so session storage never describes a page
      // the tab has left.
      const stored = readJson(storage, STORAGE_KEYS.router);
      const started = restoreRouterHistory(stored, pathOf(location), historyPosition());
      routerHistory.value = started;
      landedFrom = pathBeforeLanding(stored, started);
      if (started !== stored) writeJson(storage, STORAGE_KEYS.router, started);
    } else {
      navigatedSinceStart = true;
      const current = routerHistory.value ?? restoreRouterHistory(null, pathOf(location), historyPosition());
      const next = applyNavigation(current, action, pathOf(location), historyPosition());
      routerHistory.value = next;
      writeJson(storage, STORAGE_KEYS.router, next);
    }
    lastKey.current = location.key;
  }, [location, action]);
  return null;
}
