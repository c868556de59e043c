/**
 * Service results: only while the configuration's
 * results flag is on (otherwise one step back); page by page with infinite scroll (half a viewport),
 * skeleton first; grouped by date, newest first, titles sorted within a date; date labels (a long
 * Russian date with 'года' before today, today and tomorrow in lower case, else weekday and date); a
 * 'no results' state. The list resets when the signed-in client changes (the pages are private and
 * wiped then). Offline it opens from the device with its age.
 */
import { makeStyles } from '@griffel/react';
import { useCallback, useRef } from 'react';
import { useClientBound } from '../../common/use-client-bound';
import { useTranslation } from '../../i18n';
import type { ServiceResult, ServiceResultChild } from '../../../api/results';
import { skeletonRows } from '../../../domain/browsing-lists';
import { groupByDate, groupsUpTo, resultDateLabel } from '../../../domain/result-rules';
import { useResults, watchResultsEarly } from '../../live/results';
import type { ScreenProps } from '../../routes/screen-props';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyNamed } from '../../routes/lazy-part';
import { useWindowInfiniteScroll } from '../../shell/use-window-infinite-scroll';
import { useConfiguration } from '../../live/use-configuration';
import { useClinicToday } from '../../live/use-clinic-time-zone';
import { StepBackOnce } from '../../common/StepBackOnce';
import { usePageSize, windowPageSize } from '../../common/use-page-size';
import { useRowsByScreenful } from '../../common/use-rows-by-screenful';
import { useCardListClass } from '../../common/card';
import { LoadMoreButton } from '../../common/LoadMore';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { ResultRow } from './ResultRow';
import { type ResultFile, useDownload } from './use-download';
import './results-strings';

const useStyles = makeStyles({
  heading: { margin: '4px 0 12px', fontSize: '20px', fontWeight: 600 },
  group: { margin: '16px 0 8px', fontSize: '15px', fontWeight: 600 },
});

// Loaded when a result's files are asked for: the dialog's modules (Fluent's Dialog and what it
// brings) were compiled and run before the list's first row showed, the list reopened offline included.
const FilesDialog = lazyNamed(() => import('./FilesDialog'), 'FilesDialog');

/** The shortest card (a title alone) with the gap below it, in CSS pixels. */
const SHORTEST_ROW = 64;

/** Results load the next page within half a viewport of the bottom (less than other lists). */
const RESULTS_NEXT_PAGE_WITHIN = 0.5;

function Results() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const listClass = useCardListClass();
  const today = useClinicToday();
  const limit = usePageSize(false);
  const list = useResults(limit);
  const { rows, allLoaded, loadMore } = list;
  const { download, busy } = useDownload();
  // Stable for the memoised rows; it calls the download the hook hands out now.
  const latestDownload = useRef(download);
  latestDownload.current = download;
  const onDownload = useCallback((file: ResultFile) => void latestDownload.current(file), []);
  // The files of a result of the client signed in when it opened: it closes if another is.
  const [filesOf, setFilesOf] = useClientBound<ServiceResult | ServiceResultChild>();
  const protocolsFlag = useConfiguration()?.serviceProtocolsAvailable ?? null;
  const { shown, complete } = useRowsByScreenful(rows?.length ?? null, SHORTEST_ROW);
  useWindowInfiniteScroll(complete && !allLoaded && rows !== null, shown, loadMore, RESULTS_NEXT_PAGE_WITHIN);

  const words = { today: t('results.today'), tomorrow: t('results.tomorrow') };
  return (
    <section aria-labelledby="results-heading">
      <h1 id="results-heading" className={styles.heading}>
        {t('results.heading')}
      </h1>
      {rows === null ? (
        <NoDataYet
          error={list.first.refreshing ? null : list.first.lastError}
          refresh={list.refresh}
          subject="results"
          testId="refresh-results"
          rows={skeletonRows(limit)}
        />
      ) : rows.length === 0 ? (
        <p data-testid="results-empty">{t('results.empty')}</p>
      ) : (
        groupsUpTo(groupByDate(rows, i18n.language), shown).map((group) => (
          <section key={group.date} aria-label={resultDateLabel(group.date, today, i18n.language, words)}>
            <h2 className={styles.group} data-testid="results-date">
              {resultDateLabel(group.date, today, i18n.language, words)}
            </h2>
            <ul className={listClass}>
              {group.results.map((result) => (
                <ResultRow
                  key={result.id}
                  result={result}
                  protocolsFlag={protocolsFlag}
                  busy={busy}
                  onDownload={onDownload}
                  onOpenFiles={setFilesOf}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {rows !== null && !allLoaded && (
        <LoadMoreButton label={t('results.loadMore')} busy={list.loadingMore} onClick={loadMore} />
      )}
      {rows !== null && (
        <DataAge view={list.first} refresh={list.refresh} subject="results" testId="refresh-results" />
      )}
      {filesOf && (
        <LazyBoundary fallback={null}>
          <FilesDialog
            result={filesOf}
            protocolsFlag={protocolsFlag}
            busy={busy}
            onDownload={(file) => void download(file)}
            onClose={() => setFilesOf(null)}
          />
        </LazyBoundary>
      )}
    </section>
  );
}

/** The first page at the size the list asks for, requested as the chunk loads (../../routes/screens.ts). */
export const watchEarly = () => watchResultsEarly(windowPageSize(false));

export default function ResultsScreen(_: ScreenProps) {
  const configuration = useConfiguration();
  if (configuration && !configuration.serviceResultsAvailable) return <StepBackOnce />;
  return <Results />;
}
