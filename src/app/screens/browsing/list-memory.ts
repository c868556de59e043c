/**
 * What a services list remembers when a row opens a service (so coming
 * back finds the place): the scroll offset, how many pages were open and the search, per list address, for
 * this tab's life. Coming back reopens as many pages and scrolls to where the user was.
 */
export interface ListMemory {
  scrollY: number;
  pages: number;
  search: string;
}

const memory = new Map<string, ListMemory>();

export function rememberList(listId: string, state: ListMemory): void {
  memory.set(listId, state);
}

/** The remembered state, once: a later visit through a link starts at the top. */
export function takeListMemory(listId: string): ListMemory | null {
  const state = memory.get(listId) ?? null;
  memory.delete(listId);
  return state;
}
