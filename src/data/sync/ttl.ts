/**
 * How long each cached resource stays fresh, keyed by resource kind (the part of a resource key
 * before the first `:`). A stale resource is still served at once; the view then fetches it again.
 *
 * - clinics: 14 days (1 209 600 s), from the spec.
 * - configuration: 1 hour. The spec gives it no lifetime; the server embeds a fresh copy in every
 *   index.html for the first paint, so the worker only needs to pick up changes while the app stays open.
 *   The stored copy is served for ever when the network is gone (it is never dropped for age).
 * - doctors 3 days, service-categories and specialties 1 h, services (a list page) 300 s, service (one)
 *   6 h: from the spec.
 * - schedule (one range of 4 days): 60 s. The spec gives none; free times change as others book, and
 *   a range seen offline still shows, with its age.
 * - appointments (one page of the client's list): 60 s. The spec gives none; a cancel made here edits
 *   the stored pages at once, and one made elsewhere (the clinic, another device) shows within a minute.
 * - results (one page of the client's service results): 60 s, for the same reason. Categories and specialties are also refreshed in the background
 *   when a screen opens them more than BACKGROUND_REFRESH_AFTER_MS after their last fetch.
 * - waitlist (the client's open requests and held offers): 20 s. A held time lasts minutes, so an offer
 *   must show soon; the app also asks again every 20 s while a tab is open and someone is logged in.
 */
export const LIFETIME_SECONDS = {
  clinics: 1_209_600,
  configuration: 3_600,
  'personal-data': 100_800,
  doctors: 259_200,
  'service-categories': 3_600,
  specialties: 3_600,
  services: 300,
  service: 21_600,
  schedule: 60,
  appointments: 60,
  results: 60,
  waitlist: 20,
} as const satisfies Record<string, number>;

/** Categories and specialties older than 60 s are refreshed in the background, as the spec asks. */
export const BACKGROUND_REFRESH_AFTER_MS = 60_000;

export type ResourceKind = keyof typeof LIFETIME_SECONDS;

export function lifetimeMs(kind: ResourceKind): number {
  return LIFETIME_SECONDS[kind] * 1000;
}

export { createResourceSync } from './resource-sync';
export type { Resource, ResourceSync, SyncOutcome, SyncStatus } from './resource-sync';
