/**
 * The load states as chunks of their own, for the start page. Its clinics come in the page itself, so
 * the skeleton and the failure are seldom shown there and the age line may come a moment after the list;
 * their code (and the Fluent parts they use) then stays out of the start page's bundle, which every
 * visit pays for. Screens that load later import the states directly.
 */
import { lazyPart } from '../routes/lazy-part';

export const LazyDataAge = lazyPart(() =>
  import('./load-state/DataAge').then((module) => ({ default: module.DataAge })),
);
export const LazyListSkeleton = lazyPart(() =>
  import('./load-state/ListSkeleton').then((module) => ({ default: module.ListSkeleton })),
);
export const LazyLoadFailed = lazyPart(() =>
  import('./load-state/LoadFailed').then((module) => ({ default: module.LoadFailed })),
);
