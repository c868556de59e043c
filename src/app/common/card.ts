/** The raised card a list row or a page's main content sits on, one look for every screen. */
import { mergeClasses, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';

const useCardStyles = makeStyles({
  surface: {
    display: 'grid',
    borderRadius: theme.borderRadiusLarge,
    backgroundColor: theme.colorNeutralBackground1,
    boxShadow: theme.shadow2,
  },
  // A row of the client's lists (appointments, service results). Contained (layout, paint, style),
  // each card is painted as a unit of its own that the browser keeps: a long history's list that grows
  // by a few cards a frame paints the new cards, not again every card near the screen with them.
  row: { gap: '4px', padding: '12px 16px', contain: 'content' },
  // A page about one thing (a clinic, a service).
  page: { gap: '12px', padding: '16px' },
});

const useCardListStyles = makeStyles({
  // A block list, the cards spaced by margins as a grid's gap would: a grid lays every one of its items
  // out again when items are added, and a long history's list grows by a page as it scrolls.
  list: { listStyle: 'none', margin: 0, padding: 0, '& > li + li': { marginTop: '8px' } },
});

/** The list the client's row cards sit in, one under another. */
export function useCardListClass(): string {
  return useCardListStyles().list;
}

/** The card's class name, for a list row or a page's main content. */
export function useCardClass(kind: 'row' | 'page'): string {
  const styles = useCardStyles();
  return mergeClasses(styles.surface, styles[kind]);
}
