/**
 * In place of what has no data yet: the failure with its refresh button once the first load failed, the
 * skeleton until then. Every screen's "nothing yet" branch is this one piece, so they cannot drift
 * apart. It is built into the load-state chunk with the two it shows (vite.config.ts), so the start page
 * still loads all three only when they show (../lazy-load-states.ts).
 */
import type { RefreshFailure } from '../../../data';
import { ListSkeleton } from './ListSkeleton';
import { LoadFailed } from './LoadFailed';
import type { LoadSubject } from './load-subject';
import type { RefreshFn } from './use-refresh-action';

export function NoDataYet({
  error,
  refresh,
  subject,
  testId,
  rows,
  quiet,
}: {
  /** Why the first load failed; null while it may still come, and the skeleton shows. */
  error: RefreshFailure | null;
  refresh: RefreshFn;
  /** What failed to load: two refresh buttons on one screen must not read the same. */
  subject: LoadSubject;
  /** The refresh button's test id. */
  testId: string;
  /** Skeleton rows, about as many as the data will fill, so the page does not jump when it comes. */
  rows: number;
  /**
   * Only for a list under a part that already says it is loading (the doctor page's schedule above its
   * services): true hides the skeleton from screen readers, so they hear of the loading once. The box
   * that carries the flag is there whenever the prop is given, so that list's markup does not change
   * with it.
   */
  quiet?: boolean;
}) {
  if (error !== null) return <LoadFailed error={error} refresh={refresh} subject={subject} testId={testId} />;
  const skeleton = <ListSkeleton rows={rows} />;
  return quiet === undefined ? skeleton : <div aria-hidden={quiet || undefined}>{skeleton}</div>;
}
