/**
 * How long each cached resource stays fresh, keyed by resource kind (the part of a resource key
 * before the first `:`). A stale resource is still served at once; the view then fetches it again.
 *
 * - clinics: 14 days (1 209 600 s), from the spec.
 * - configuration: 1 hour. The spec gives it no lifetime; the server embeds a fresh copy in every
 *   index.html for the first paint, so the worker only needs to pick up changes within a session.
 *   The stored copy is served for ever when the network is gone (it is never dropped for age).
 */
export const LIFETIME_SECONDS = {
  clinics: 1_209_600,
  configuration: 3_600,
} as const satisfies Record<string, number>;

export type ResourceKind = keyof typeof LIFETIME_SECONDS;

export function lifetimeMs(kind: ResourceKind): number {
  return LIFETIME_SECONDS[kind] * 1000;
}

export { createResourceSync } from './resource-sync';
export type { Resource, ResourceSync, SyncOutcome, SyncStatus } from './resource-sync';
