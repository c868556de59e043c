/** A screen that is not built yet: its translated name under its real route (the header gives its title). */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';
import type { ScreenProps } from '../../routes/screen-props';

const useStyles = makeStyles({
  heading: { margin: '8px 0 12px', fontSize: theme.fontSizeBase600, lineHeight: theme.lineHeightBase600 },
  note: { color: theme.colorNeutralForeground3, margin: 0 },
});

export default function PlaceholderScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section aria-labelledby="screen-heading" data-testid="placeholder" data-route={match.route.name}>
      <h1 id="screen-heading" className={styles.heading}>
        {t(`routes.${match.route.name}`)}
      </h1>
      <p className={styles.note}>{t('placeholder.soon')}</p>
    </section>
  );
}
