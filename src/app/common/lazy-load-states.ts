/**
 * The skeleton and the failure as one chunk of their own, for the start page: its clinics come in the
 * page itself, so those two are seldom shown there, and their code then stays out of the start page's
 * bundle, which every visit pays for (the age line under the list shows on every visit: it stays in).
 * Screens that load later import the states directly.
 */
import { lazyPart } from '../routes/lazy-part';

export const LazyListSkeleton = lazyPart(() =>
  import('./load-state/ListSkeleton').then((module) => ({ default: module.ListSkeleton })),
);
export const LazyLoadFailed = lazyPart(() =>
  import('./load-state/LoadFailed').then((module) => ({ default: module.LoadFailed })),
);
