/**
 * Marketing context: picked up from the query at start, kept in the
 * tab's session storage and sent with appointment creation (roistatVisit, coMagicVisit, referralId).
 *
 * Decision: only the two visit parameters, roistatVisit and coMagicVisit, are removed from the address
 * bar (the spec's "visit parameters"). utmSource and ref stay: they describe where the link came from,
 * not this visit, and a shared or bookmarked link should keep its attribution.
 */

export interface MarketingContext {
  utmSource: string | null;
  roistatVisit: string | null;
  coMagicVisit: string | null;
  /** `ref`: a positive integer. */
  referralId: number | null;
}

export const MARKETING_QUERY_PARAMETERS = ['utmSource', 'roistatVisit', 'coMagicVisit', 'ref'] as const;
export const VISIT_PARAMETERS = ['roistatVisit', 'coMagicVisit'] as const;
/** utmSource value that marks the clinic's mobile app; it triggers the mobile-app sign-in event. */
export const MOBILE_APP_SOURCE = 'mobileApp';
/** Longer values are not identifiers we know; they are ignored rather than cut. */
export const MARKETING_VALUE_MAX_LENGTH = 256;

export const EMPTY_MARKETING_CONTEXT: MarketingContext = {
  utmSource: null,
  roistatVisit: null,
  coMagicVisit: null,
  referralId: null,
};

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > MARKETING_VALUE_MAX_LENGTH ? null : trimmed;
}

export function parseReferralId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What the query carries; absent or malformed parameters are null. */
export function parseMarketingQuery(search: string): MarketingContext {
  const query = new URLSearchParams(search);
  return {
    utmSource: text(query.get('utmSource')),
    roistatVisit: text(query.get('roistatVisit')),
    coMagicVisit: text(query.get('coMagicVisit')),
    referralId: parseReferralId(query.get('ref')),
  };
}

/** Reads a stored context defensively: anything malformed becomes null. */
export function parseStoredMarketingContext(stored: unknown): MarketingContext {
  if (typeof stored !== 'object' || stored === null) return EMPTY_MARKETING_CONTEXT;
  const value = stored as Record<string, unknown>;
  return {
    utmSource: text(value.utmSource),
    roistatVisit: text(value.roistatVisit),
    coMagicVisit: text(value.coMagicVisit),
    referralId: parseReferralId(value.referralId),
  };
}

/** A new visit's parameters win over what session storage already holds; absent ones keep it. */
export function mergeMarketingContext(stored: MarketingContext, fresh: MarketingContext): MarketingContext {
  return {
    utmSource: fresh.utmSource ?? stored.utmSource,
    roistatVisit: fresh.roistatVisit ?? stored.roistatVisit,
    coMagicVisit: fresh.coMagicVisit ?? stored.coMagicVisit,
    referralId: fresh.referralId ?? stored.referralId,
  };
}

/** The query without the visit parameters (leading '?' kept when something remains); null when unchanged. */
export function searchWithoutVisitParameters(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!VISIT_PARAMETERS.some((name) => query.has(name))) return null;
  for (const name of VISIT_PARAMETERS) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}

export function isMobileAppVisit(context: MarketingContext): boolean {
  return context.utmSource === MOBILE_APP_SOURCE;
}
