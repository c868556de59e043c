/**
 * Fluent's focus library (tabster) puts two hidden, focusable "bumpers" at the edges of the page the
 * first time a popover or dialog mounts. They exist to catch focus entering the page from the browser's
 * own controls, so tabster keeps them in the tab order only while focus is outside the page and takes
 * them out whenever focus moves in. It does so on focus changes only: bumpers created while focus is
 * already inside the page stay in the tab order, hidden from screen readers yet reachable by Tab, until
 * focus leaves and returns. This applies tabster's own rule at the moment they appear.
 */

const BUMPER = 'data-tabster-dummy';

/** Whether focus is on something inside the page (not the page itself, not a bumper). */
function focusInside(doc: Document): boolean {
  const active = doc.activeElement;
  return active !== null && active !== doc.body && !active.hasAttribute(BUMPER);
}

export function watchFocusBumpers(doc: Document = document): () => void {
  const observer = new MutationObserver((records) => {
    if (!focusInside(doc)) return;
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLElement && node.hasAttribute(BUMPER) && node.tabIndex === 0)
          node.tabIndex = -1;
  });
  // Only the page's edges: the bumpers tabster keeps inside lists and dialogs follow focus correctly.
  observer.observe(doc.body, { childList: true });
  return () => observer.disconnect();
}
