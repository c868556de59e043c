/**
 * Router state kept in session storage (so a reload keeps it): the current path, the history position and
 * the paths before it. Pure transitions; src/app/routes persists the result on every navigation except
 * a restore.
 */

export interface RouterHistoryState {
  path: string;
  /** Index of the current entry in the tab's history (react-router's history.state.idx). */
  position: number;
  /** Paths of the entries 0..n of the tab's history as far as we saw them; entries[position] === path. */
  entries: string[];
}

export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export function initialRouterHistory(path: string, position = 0): RouterHistoryState {
  const entries: string[] = [];
  entries[position] = path;
  return { path, position, entries: Array.from(entries, (entry) => entry ?? '') };
}

export function applyNavigation(
  state: RouterHistoryState,
  action: HistoryAction,
  path: string,
  position: number | null,
): RouterHistoryState {
  const at = position ?? (action === 'PUSH' ? state.position + 1 : action === 'REPLACE' ? state.position : 0);
  // A push drops the forward entries; a replace or a pop keeps them.
  const entries = action === 'PUSH' ? state.entries.slice(0, at) : state.entries.slice();
  while (entries.length < at) entries.push('');
  entries[at] = path;
  return { path, position: at, entries };
}

/** The paths before the current one, most recent last (unknown entries are skipped). */
export function previousPaths(state: RouterHistoryState): string[] {
  return state.entries.slice(0, state.position).filter((entry) => entry !== '');
}

export function isRouterHistoryState(value: unknown): value is RouterHistoryState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RouterHistoryState>;
  return (
    typeof candidate.path === 'string' &&
    typeof candidate.position === 'number' &&
    Number.isInteger(candidate.position) &&
    candidate.position >= 0 &&
    Array.isArray(candidate.entries) &&
    candidate.entries.every((entry) => typeof entry === 'string') &&
    candidate.entries[candidate.position] === candidate.path
  );
}

/**
 * On start: the stored state is restored only when it describes the entry the tab is showing
 * (same path at the same position); otherwise a fresh state starts here.
 */
export function restoreRouterHistory(
  stored: unknown,
  path: string,
  position: number | null,
): RouterHistoryState {
  if (isRouterHistoryState(stored) && stored.path === path && stored.position === (position ?? 0)) {
    return stored;
  }
  return initialRouterHistory(path, position ?? 0);
}

/**
 * A start that is not a restore (an address typed or bookmarked in this tab, a link opened in it) comes
 * after whatever session storage holds from before: that path is the "previous path" a guard sends the user back
 * to, though the router's own history starts again at this entry.
 */
export function pathBeforeLanding(stored: unknown, started: RouterHistoryState): string | null {
  if (!isRouterHistoryState(stored) || stored === started || stored.path === started.path) return null;
  return stored.path;
}
