/**
 * One resource object per key: views re-subscribe often, and a resource keeps per-fetch state (whose
 * login a private page was fetched for). The map only grows with keys a screen asked for, which are
 * few while the worker runs.
 */
import type { Resource } from './resource-sync';

export type ResourceCache = <T>(key: string, make: () => Resource<T>) => Resource<T>;

export function createResourceCache(): ResourceCache {
  const resources = new Map<string, Resource<unknown>>();
  return <T>(key: string, make: () => Resource<T>) => {
    let resource = resources.get(key) as Resource<T> | undefined;
    if (!resource) {
      resource = make();
      resources.set(key, resource as Resource<unknown>);
    }
    return resource;
  };
}
