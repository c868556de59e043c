/**
 * In place of a list that has never loaded (nothing stored, the first fetch failed): says what failed
 * to load and why — offline or the server — and offers to refresh it. The data worker keeps retrying by itself (backoff,
 * and at once on the `online` event), so this goes away as soon as data arrives.
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';
import type { RefreshFailure } from '../../../data';
import { RefreshIcon } from '../../shell/icons';
import type { LoadSubject } from './load-subject';
import { type RefreshFn, useRefreshAction } from './use-refresh-action';

const useStyles = makeStyles({
  box: {
    display: 'grid',
    justifyItems: 'start',
    gap: '12px',
    padding: '16px',
    borderRadius: theme.borderRadiusLarge,
    backgroundColor: theme.colorNeutralBackground1,
    boxShadow: theme.shadow2,
  },
  text: { margin: 0 },
});

export function LoadFailed({
  error,
  refresh,
  subject,
  testId,
}: {
  error: RefreshFailure;
  refresh: RefreshFn;
  /** What failed or is shown: two refresh buttons on one screen must not read the same. */
  subject: LoadSubject;
  testId: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const named = { subject: t(`common.subjects.${subject}`) };
  const { busy, run } = useRefreshAction(
    refresh,
    { offline: 'common.loadFailedOffline', failed: 'common.loadFailedServer' },
    named,
  );
  return (
    <div className={styles.box} data-testid="load-failed">
      <p className={styles.text} role="alert">
        {t(error === 'offline' ? 'common.loadFailedOffline' : 'common.loadFailedServer', named)}
      </p>
      <Button
        appearance="primary"
        icon={<RefreshIcon />}
        disabledFocusable={busy}
        data-testid={testId}
        onClick={run}
      >
        {t('common.refreshSubject', named)}
      </Button>
    </div>
  );
}
