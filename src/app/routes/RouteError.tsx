/** Shown when a screen throws (a bug, or no IndexedDB at all): a translated message and a reload. */
import { Button, makeStyles, tokens as theme } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

const useStyles = makeStyles({
  box: { maxWidth: '500px', margin: '48px auto', padding: '0 16px', display: 'grid', gap: '12px' },
  heading: { margin: 0, fontSize: theme.fontSizeBase500 },
});

export function RouteError() {
  const { t } = useTranslation();
  const styles = useStyles();
  const error = useRouteError();
  useEffect(() => console.error('[priyom] screen failed', error), [error]);
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.heading}>{t('errors.screenFailed')}</h1>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
