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
  // A row of the client's lists (appointments, service results).
  row: { gap: '4px', padding: '12px 16px' },
  // A page about one thing (a clinic, a service).
  page: { gap: '12px', padding: '16px' },
});

/** The card's class name, for a list row or a page's main content. */
export function useCardClass(kind: 'row' | 'page'): string {
  const styles = useCardStyles();
  return mergeClasses(styles.surface, styles[kind]);
}
