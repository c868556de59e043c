/**
 * The configuration a component should use. Two copies exist: the one index.html carried (rendered by
 * the server for this very page load, or the service worker's last good page when offline) and the
 * data worker's stored one (kept for an hour). While they agree, or either is missing, the choice does
 * not matter. When they disagree the stored copy may simply be older than the page — a clinic changed
 * its colours a minute ago — so the page's copy is used and the worker is asked, once per tab, to fetch
 * the configuration now; its answer then wins, being the newest of all.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { Configuration } from '../../api/configuration';
import { useRefresh } from '../live/clinics';
import { useConfigurationView } from '../live/configuration';
import { embeddedConfiguration } from './configuration';

/** When this tab started: a stored copy fetched since then is newer than the page's. */
const TAB_STARTED_AT = Date.now();
let refreshAsked = false;

/**
 * Both copies went through the same contract schema, so equal content serialises equally. Every
 * component that reads the configuration asks on every render, for the same two objects: the last
 * answer is kept.
 */
let lastCompared: { a: Configuration; b: Configuration; same: boolean } | null = null;
function same(a: Configuration, b: Configuration): boolean {
  if (a === b) return true;
  if (lastCompared?.a !== a || lastCompared.b !== b) {
    lastCompared = { a, b, same: JSON.stringify(a) === JSON.stringify(b) };
  }
  return lastCompared.same;
}

export function useConfiguration(): Configuration | null {
  useSignals();
  const view = useConfigurationView();
  const refresh = useRefresh();
  const embedded = embeddedConfiguration.value;
  const stored = view.data;
  const disagree = stored !== null && embedded !== null && !same(stored, embedded);

  useEffect(() => {
    if (!disagree || refreshAsked) return;
    refreshAsked = true;
    refresh('configuration').catch((error: unknown) =>
      console.warn('[priyom] the configuration could not be refreshed', error),
    );
  }, [disagree, refresh]);

  if (!disagree) return stored ?? embedded;
  return view.updatedAt !== null && view.updatedAt >= TAB_STARTED_AT ? stored : embedded;
}

/** Tests only: forget that this tab asked for a refresh. */
export function resetConfigurationRefreshForTest(): void {
  refreshAsked = false;
}
