/**
 * The quiet line under a cached list: «Данные от {date}» when the stored data is stale or the last
 * refresh failed, and always a small «Обновить» button that asks the worker to refresh now.
 */
import { Button, makeStyles, tokens as theme } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewState } from '../../../data/view-types';
import { RefreshIcon } from '../../shell/icons';
import { showMessage } from '../../state/snackbars';
import { showsDataAge } from './data-age';

const useStyles = makeStyles({
  line: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '8px',
    minHeight: '32px',
    color: theme.colorNeutralForeground3,
  },
  // Fluent's <Text size={200}>, without loading Text on the start page.
  age: {
    fontFamily: theme.fontFamilyBase,
    fontSize: theme.fontSizeBase200,
    lineHeight: theme.lineHeightBase200,
    fontWeight: theme.fontWeightRegular,
  },
});

export function DataAge({
  view,
  refresh,
  testId,
}: {
  view: ViewState<unknown>;
  refresh: () => Promise<{ ok: boolean; kind?: string }>;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const date =
    view.updatedAt === null
      ? null
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          view.updatedAt,
        );
  const onRefresh = async () => {
    setBusy(true);
    try {
      const result = await refresh();
      if (!result.ok)
        showMessage(result.kind === 'offline' ? 'common.refreshOffline' : 'common.refreshFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.line}>
      {showsDataAge(view) && (
        <span className={styles.age} data-testid="data-age">
          {date ? t('common.dataFrom', { date }) : t('common.dataOffline')}
        </span>
      )}
      <Button
        size="small"
        appearance="subtle"
        icon={<RefreshIcon />}
        disabled={busy}
        data-testid={testId}
        onClick={() => void onRefresh()}
      >
        {t('common.refresh')}
      </Button>
    </div>
  );
}
