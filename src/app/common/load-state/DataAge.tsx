/**
 * The quiet line under a cached list: «Данные от {date}» when the stored data is stale or the last
 * refresh failed, and always a small «Обновить» button that asks the worker to refresh now.
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';
import type { ViewState } from '../../../data';
import { RefreshIcon } from '../../shell/icons';
import { showsDataAge } from './data-age';
import type { LoadSubject } from './load-subject';
import { type RefreshFn, useRefreshAction } from './use-refresh-action';

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

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format;
}

export function DataAge({
  view,
  refresh,
  subject,
  testId,
}: {
  view: ViewState<unknown>;
  refresh: RefreshFn;
  /** What failed or is shown: two refresh buttons on one screen must not read the same. */
  subject: LoadSubject;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const shown = showsDataAge(view);
  // Only when shown: a locale's first Intl.DateTimeFormat costs ~50 ms of a slow phone's start.
  const date = shown && view.updatedAt !== null ? dateTimeFormat(i18n.language).format(view.updatedAt) : null;
  const { busy, run } = useRefreshAction(refresh, {
    offline: 'common.refreshOffline',
    failed: 'common.refreshFailed',
  });
  return (
    <div className={styles.line}>
      {shown && (
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
        onClick={run}
      >
        {t('common.refreshSubject', { subject: t(`common.subjects.${subject}`) })}
      </Button>
    </div>
  );
}
