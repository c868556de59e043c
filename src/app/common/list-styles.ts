/** Styles the list screens share: headings, card rows (link plus info button) and the two-column grid. */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { WIDE_LIST_MIN_WIDTH } from '../../domain/browsing-lists';

export const useListStyles = makeStyles({
  heading: {
    margin: '4px 0 12px',
    fontSize: theme.fontSizeBase500,
    lineHeight: theme.lineHeightBase500,
    fontWeight: theme.fontWeightSemibold,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  // Wide screens fit two rows side by side.
  twoColumns: {
    [`@media (min-width: ${WIDE_LIST_MIN_WIDTH + 1}px)`]: { gridTemplateColumns: '1fr 1fr' },
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    paddingInlineEnd: '4px',
    borderRadius: theme.borderRadiusLarge,
    backgroundColor: theme.colorNeutralBackground1,
    boxShadow: theme.shadow2,
  },
  link: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '12px 14px',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: theme.borderRadiusLarge,
    ':hover': { backgroundColor: theme.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${theme.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  texts: { flexGrow: 1, minWidth: 0, display: 'grid', gap: '2px' },
  title: { fontWeight: theme.fontWeightSemibold, overflowWrap: 'anywhere' },
  sub: { color: theme.colorNeutralForeground3, fontSize: theme.fontSizeBase200 },
  price: { flexShrink: 0, fontWeight: theme.fontWeightSemibold, whiteSpace: 'nowrap' },
  empty: { color: theme.colorNeutralForeground3 },
  tip: { maxWidth: '290px', display: 'grid', gap: '4px', overflowWrap: 'anywhere' },
});
