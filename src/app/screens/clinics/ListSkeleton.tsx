/** Skeleton rows shown while a list has no data yet. */
import { makeStyles, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '12px' },
  row: { display: 'grid', gridTemplateColumns: '44px 1fr', gap: '12px', alignItems: 'center' },
  lines: { display: 'grid', gap: '6px' },
});

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Skeleton aria-label={t('common.loading')} className={styles.list} data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity.
        <div key={index} className={styles.row}>
          <SkeletonItem shape="circle" size={40} />
          <div className={styles.lines}>
            <SkeletonItem size={16} />
            <SkeletonItem size={12} style={{ width: '60%' }} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}
