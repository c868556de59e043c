/**
 * Skeleton rows shown while a list has no data yet. Plain elements in Fluent's skeleton colour, not
 * Fluent's Skeleton: this is the start page's only use of it, and that component with its styles then
 * stays out of the start page's bundle. Screens that load later may use Fluent's own.
 */
import { mergeClasses, tokens } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';

const useStyles = makeStyles({
  // The whole list pulses, as one layer: an opacity animation runs on the compositor, while a moving
  // gradient (Fluent's shimmer) repaints every row on the main thread each frame, for as long as the
  // skeleton shows, which on a slow phone is the app's whole start.
  list: {
    display: 'grid',
    gap: '12px',
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } },
    animationDuration: '2s',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  row: { display: 'grid', gridTemplateColumns: '44px 1fr', gap: '12px', alignItems: 'center' },
  lines: { display: 'grid', gap: '6px' },
  item: { borderRadius: '4px', backgroundColor: tokens.colorNeutralStencil1 },
  circle: { width: '40px', height: '40px', borderRadius: '50%' },
  line: { height: '16px' },
  short: { height: '12px', width: '60%' },
});

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={t('common.loading')}
      className={styles.list}
      data-testid="list-skeleton"
    >
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity.
        <div key={index} className={styles.row}>
          <div className={mergeClasses(styles.item, styles.circle)} />
          <div className={styles.lines}>
            <div className={mergeClasses(styles.item, styles.line)} />
            <div className={mergeClasses(styles.item, styles.short)} />
          </div>
        </div>
      ))}
    </div>
  );
}
