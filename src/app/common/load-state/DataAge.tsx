/**
 * The quiet line under a cached list, and always a small «Обновить» button that asks the worker to
 * refresh now. The line says plainly why old data is shown: offline (this view's refresh failed, or the
 * worker's requests do while this data is still within its lifetime) or a server that does not answer,
 * each with the data's age and what happens when the network returns; «Данные от {date}» when it is
 * only old.
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';
import type { ViewState } from '../../../data';
import { RefreshIcon } from '../../shell/icons';
import { useNetworkFailure, useNetworkReachable } from '../../live/network';
import { formatAge } from '../../../domain/data-age';
import { dataAgeLine } from './data-age';
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
  onlyWhenFailing = false,
}: {
  view: ViewState<unknown>;
  refresh: RefreshFn;
  /** What failed or is shown: two refresh buttons on one screen must not read the same. */
  subject: LoadSubject;
  testId: string;
  /** Show nothing unless the network or the server failed (screens that never showed the line). */
  onlyWhenFailing?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const line = dataAgeLine(view, useNetworkReachable(), useNetworkFailure());
  // Only when shown: a locale's first Intl formats are a long task of a slow phone's start.
  const text = line === null ? null : lineText(line);
  function lineText(shown: 'offline' | 'server' | 'stale'): string {
    if (view.updatedAt === null) return t('common.dataOffline');
    if (shown === 'stale')
      return t('common.dataFrom', { date: dateTimeFormat(i18n.language).format(view.updatedAt) });
    const age = formatAge(view.updatedAt, Date.now(), i18n.language);
    return t(shown === 'offline' ? 'common.offlineShown' : 'common.serverShown', { age });
  }
  const { busy, run } = useRefreshAction(refresh, {
    offline: 'common.refreshOffline',
    failed: 'common.refreshFailed',
  });
  if (onlyWhenFailing && line !== 'offline' && line !== 'server') return null;
  return (
    <div className={styles.line}>
      {text !== null && (
        <span className={styles.age} data-testid="data-age" data-line={line} role="status">
          {text}
        </span>
      )}
      <Button
        size="small"
        appearance="subtle"
        icon={<RefreshIcon />}
        // Keeps the focus while the refresh runs: a disabled button would drop it to the page's start.
        disabledFocusable={busy}
        data-testid={testId}
        onClick={run}
      >
        {t('common.refreshSubject', { subject: t(`common.subjects.${subject}`) })}
      </Button>
    </div>
  );
}
