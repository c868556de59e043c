/**
 * The marketing context: picked up from the query at start, kept in session storage
 * for the create-appointment payload, and the visit parameters (roistatVisit, coMagicVisit) removed
 * from the address bar. The rules live in src/domain/marketing.ts.
 */
import { signal } from '@preact/signals-react';
import {
  EMPTY_MARKETING_CONTEXT,
  isMobileAppVisit,
  type MarketingContext,
  mergeMarketingContext,
  parseMarketingQuery,
  parseStoredMarketingContext,
  searchWithoutVisitParameters,
} from '../../domain/marketing';
import { track } from '../analytics/analytics';
import { readJson, STORAGE_KEYS, sessionStore, writeJson } from './storage';

export const marketingContext = signal<MarketingContext>(EMPTY_MARKETING_CONTEXT);

/** About 2 seconds after start a mobile-app visit records its sign-in activity. */
export const MOBILE_APP_EVENT_DELAY_MS = 2000;

/** Runs once at start, before the router reads the address. */
export function captureMarketingContext(win: Window = window): MarketingContext {
  const storage = sessionStore();
  const fromAddress = parseMarketingQuery(win.location.search);
  const context = mergeMarketingContext(
    parseStoredMarketingContext(readJson(storage, STORAGE_KEYS.marketing)),
    fromAddress,
  );
  writeJson(storage, STORAGE_KEYS.marketing, context);
  marketingContext.value = context;

  const search = searchWithoutVisitParameters(win.location.search);
  if (search !== null) {
    const { pathname, hash } = win.location;
    // Keep history.state: the router's index and key live there.
    win.history.replaceState(win.history.state, '', `${pathname}${search}${hash}`);
  }

  // Only a start that itself came from the mobile app (its query says so, not the context kept from an
  // earlier start), and once per tab (the mark is in session storage): a reload of the same address does
  // not count again.
  if (isMobileAppVisit(fromAddress) && readJson(storage, STORAGE_KEYS.mobileAppEventSent) !== true) {
    setTimeout(() => {
      writeJson(storage, STORAGE_KEYS.mobileAppEventSent, true);
      track({ name: 'mobileAppSignIn', params: { utmSource: fromAddress.utmSource } });
    }, MOBILE_APP_EVENT_DELAY_MS);
  }
  return context;
}
