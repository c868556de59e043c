/**
 * A half-step five-star rating in the portal's rating colour: Fluent's Rating, a labelled radio group,
 * so touch, mouse and the arrow keys all work. The value is in stars (0 = none chosen).
 */
import { Rating } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useTranslation } from '../../i18n';

export const RATING_COLOUR = '#fad24d';

const useStyles = makeStyles({
  field: { margin: '12px 0' },
  label: { display: 'block', marginBottom: '4px' },
  rating: {
    '& .fui-RatingItem__selectedIcon': { color: RATING_COLOUR },
    '& .fui-RatingItem__unselectedIcon': { color: RATING_COLOUR },
  },
});

export function StarRating({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Rating
        className={styles.rating}
        aria-labelledby={labelId}
        step={0.5}
        max={5}
        size="extra-large"
        value={value}
        onChange={(_, data) => onChange(data.value)}
        itemLabel={(stars) => t('links.feedback.star', { value: stars })}
        data-testid={testId}
      />
    </div>
  );
}
