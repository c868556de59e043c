/**
 * The configuration a component should use. Two copies exist: the one index.html carried (rendered by
 * the server for this very page load, or the service worker's last good page when offline) and the
 * data worker's stored one (kept for an hour). While they agree, or either is missing, the choice does
 * not matter. When they disagree the stored copy may simply be older than the page — a clinic changed
 * its colours a minute ago — so the page's copy is used and the worker is asked, once per tab, to fetch
 * the configuration now; its answer then wins, being the newest of all.
 */
import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { Configuration } from '../../api/configuration';
import { LEGAL_TEXTS, type LegalText, TEXT_NOT_EMBEDDED } from '../../api/configuration-embed';
import { embeddedConfiguration } from '../state/configuration';
import { useRefresh } from './clinics';
import { storedConfiguration, useConfigurationWatch } from './configuration';
import { sameValue } from '../../domain/same-value';

/** When this tab started: a stored copy fetched since then is newer than the page's. */
const TAB_STARTED_AT = Date.now();
let refreshAsked = false;

/**
 * Content equality, whatever the keys' order (the worker's database need not keep the server's).
 * Every component that reads the configuration asks on every render, for the same two objects: the
 * last answer is kept.
 */
let lastCompared: { a: Configuration; b: Configuration; same: boolean } | null = null;
function same(stored: Configuration, embedded: Configuration): boolean {
  if (stored === embedded) return true;
  if (lastCompared?.a !== stored || lastCompared.b !== embedded) {
    lastCompared = { a: stored, b: embedded, same: sameValue(stored, withTextsOf(embedded, stored)) };
  }
  return lastCompared.same;
}

/**
 * The page's copy with the legal texts it left out (TEXT_NOT_EMBEDDED) taken from `stored`: a page
 * that does not show them does not carry them, and that is no disagreement while the stored copy has them.
 */
function withTextsOf(embedded: Configuration, stored: Configuration): Configuration {
  if (!LEGAL_TEXTS.some((name) => embedded[name] === TEXT_NOT_EMBEDDED)) return embedded;
  const whole = { ...embedded };
  for (const name of LEGAL_TEXTS) {
    if (whole[name] === TEXT_NOT_EMBEDDED && stored[name]) whole[name] = stored[name];
  }
  return whole;
}

/** The stored and the page's copies disagree (see the top of this file). */
const disagreement = computed(() => {
  const stored = storedConfiguration.value.data;
  const embedded = embeddedConfiguration.value;
  return stored !== null && embedded !== null && !same(stored, embedded);
});

/**
 * The configuration to use. While the copies agree it is the page's object itself, so the worker's
 * first answer — the same content, a new object, arriving in the middle of the first render — changes
 * nothing and re-renders nothing: before, every reader from the app's root down rendered again,
 * synchronously, inside the first commit.
 */
const effective = computed<Configuration | null>(() => {
  const view = storedConfiguration.value;
  const embedded = embeddedConfiguration.value;
  if (!disagreement.value) return embedded ?? view.data;
  return view.updatedAt !== null && view.updatedAt >= TAB_STARTED_AT ? view.data : embedded;
});

export function useConfiguration(): Configuration | null {
  useSignals();
  useConfigurationWatch();
  const refresh = useRefresh();
  const disagree = disagreement.value;

  // biome-ignore lint/correctness/useExhaustiveDependencies: disagree is this render's read of a signal; the effect runs again when it changes.
  useEffect(() => {
    if (!disagree || refreshAsked) return;
    refreshAsked = true;
    refresh('configuration').catch((error: unknown) =>
      console.warn('[priyom] the configuration could not be refreshed', error),
    );
  }, [disagree, refresh]);

  return effective.value;
}

/**
 * A legal text to show (null: there is none). A page that does not show one carries it as
 * TEXT_NOT_EMBEDDED; opened from there, the text is the data worker's copy, and undefined until that has
 * been read.
 */
export function useLegalText(name: LegalText): string | null | undefined {
  const configuration = useConfiguration();
  const text = configuration?.[name] ?? null;
  if (text !== TEXT_NOT_EMBEDDED) return text;
  const stored = storedConfiguration.value.data;
  return stored ? stored[name] : undefined;
}

/** Tests only: forget that this tab asked for a refresh. */
export function resetConfigurationRefreshForTest(): void {
  refreshAsked = false;
}
