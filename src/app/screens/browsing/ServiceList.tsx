/**
 * A services list of a category: a title search applied 800 ms
 * after the last keystroke, rows of title and price with an info button, a skeleton while the first
 * page loads, and infinite scroll — the next page loads when the bottom is within 1.5 viewport heights.
 * Rows link to the service screen, or, with `onPick`, choose the service in place (the doctor page).
 */
import { Button, Input } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import type { Service } from '../../../api/browsing';
import {
  BELOW_SKELETON_ROWS,
  SEARCH_DEBOUNCE_MS,
  SERVICE_TITLE_SEARCH_MAX,
  searchText,
  skeletonRows,
} from '../../../domain/browsing-lists';
import { pathFor } from '../../../domain/routes';
import { sameValue } from '../../../domain/same-value';
import { type ServiceList as ServiceListState, useServiceList } from '../../live/browsing';
import { LoadMoreFooter } from '../../common/LoadMore';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { InfoTip } from '../../common/InfoTip';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { rememberList, takeListMemory } from './list-memory';
import { useListStyles } from '../../common/list-styles';
import { usePageSize } from '../../common/use-page-size';
import { useWindowInfiniteScroll } from '../../shell/use-window-infinite-scroll';
import { usePrice } from './use-price';
import './browsing-strings';

/** Shown only while a further page loads, so it loads then (the list's first render never shows it). */
const MoreSpinner = lazyPart(() => import('../../common/MoreSpinner'));

const useStyles = makeStyles({
  search: { width: '100%', marginBottom: '12px' },
  // The tiny spinner's height, held while its chunk loads so the footer does not grow under the list.
  spinnerRoom: { height: '20px' },
  rowButton: { textAlign: 'start', border: 'none', background: 'none', font: 'inherit', cursor: 'pointer' },
});

export interface ServiceListProps {
  clinicId: number;
  categoryId: number | null;
  doctorId?: number | null;
  /** Names the list for the remembered scroll position (its address). */
  listId: string;
  /** Choose the service in place instead of opening the service screen. */
  onPick?: (service: Service) => void;
  /** Infinite scroll follows the window (the services page) or only a "more" button (a panel). */
  scroll?: 'window' | 'none';
  /**
   * Another part of the screen already says it is loading (the doctor page's schedule above): the
   * skeleton is only drawn, so a screen reader hears of the loading once.
   */
  quietSkeleton?: boolean;
  /**
   * The list is below the first screen (the doctor page's services under its schedule): a skeleton of
   * a fixed size, so the server draws few rows and the app's hydration removes none, the window's page
   * size from the first render (the markup does not show it), and the first rows drawn in slices.
   */
  belowFirstScreen?: boolean;
}

/**
 * One row, rendered again only when its service or the list's callbacks change: typing into the search
 * re-renders the list, not its rows. The translated info label and the price format come from the list
 * (one subscription to the language and the configuration for all rows, not one per row).
 */
const ServiceRow = memo(
  function ServiceRow({
    service,
    clinicId,
    infoLabel,
    price,
    onOpen,
    onPick,
  }: {
    service: Service;
    clinicId: number;
    infoLabel: (title: string) => string;
    price: (amount: number) => string;
    onOpen: () => void;
    onPick?: (service: Service) => void;
  }) {
    const styles = useListStyles();
    const own = useStyles();
    const body = (
      <>
        <span className={styles.texts}>
          <span className={styles.title}>{service.title}</span>
        </span>
        <span className={styles.price} data-testid="service-price">
          {price(service.price)}
        </span>
      </>
    );
    return (
      <li className={styles.row} data-testid="service-row">
        {onPick ? (
          <button type="button" className={`${styles.link} ${own.rowButton}`} onClick={() => onPick(service)}>
            {body}
          </button>
        ) : (
          <RouterLink
            className={styles.link}
            to={pathFor('service', { clinicId: String(clinicId), serviceId: String(service.id) })}
            onClick={onOpen}
          >
            {body}
          </RouterLink>
        )}
        <InfoTip label={infoLabel(service.title)}>
          <strong>{service.title}</strong>
          {service.informationAboutService && <span>{service.informationAboutService}</span>}
        </InfoTip>
      </li>
    );
  },
  (before, after) =>
    before.clinicId === after.clinicId &&
    before.infoLabel === after.infoLabel &&
    before.price === after.price &&
    before.onOpen === after.onOpen &&
    before.onPick === after.onPick &&
    sameValue(before.service, after.service),
);

/**
 * The rows to show: the list's own, or, while a new search's first page is on its way, the rows shown
 * before it (of the same clinic, category and doctor). Swapping them for a skeleton and back tore the
 * whole list down and built it again a moment later, the longest part of a search on a phone; the rows
 * still there when the answer comes are kept. A failed first page shows its failure, and a search that
 * found nothing the skeleton, not a stale "nothing found".
 */
function useRowsUntilNextSearch(list: ServiceListState, listKey: string): Service[] | null {
  const shown = useRef<{ listKey: string; rows: Service[] } | null>(null);
  if (list.services !== null) {
    shown.current = { listKey, rows: list.services };
    return list.services;
  }
  const kept = shown.current;
  return kept !== null && kept.listKey === listKey && kept.rows.length > 0 && list.lastError === null
    ? kept.rows
    : null;
}

export function ServiceList({
  clinicId,
  categoryId,
  doctorId = null,
  listId,
  onPick,
  scroll = 'window',
  quietSkeleton = false,
  belowFirstScreen = false,
}: ServiceListProps) {
  const { t } = useTranslation();
  const styles = useListStyles();
  const own = useStyles();
  const [memory] = useState(() => takeListMemory(listId));
  const [typed, setTyped] = useState(memory?.search ?? '');
  const [search, setSearch] = useState(searchText(memory?.search ?? ''));
  const limit = usePageSize(scroll === 'window', !belowFirstScreen);
  const list = useServiceList(
    { clinicId, categoryId, doctorId, search, limit },
    memory?.pages ?? 1,
    belowFirstScreen,
  );
  const { allLoaded, loadMore } = list;
  const services = useRowsUntilNextSearch(list, `${clinicId}:${categoryId}:${doctorId}`);
  const awaitingSearch = services !== list.services;

  // The search applies 800 ms after the last keystroke (and only its trimmed text), counted from the
  // keystroke itself: a timer started in an effect of the keystroke's render started only once that
  // render was done, late by the render's time on a slow phone.
  // The search's first page is asked for then, and the search applies at its first answer: a search
  // the worker answers from memory draws its rows in that one render, with no render of the old rows
  // in between; one that goes to the server shows the old rows as waiting, as before. Only the latest
  // search applies.
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searches = useRef(0);
  useEffect(() => () => clearTimeout(debounce.current), []);
  const { watchSearch } = list;
  const onType = (value: string) => {
    setTyped(value);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      const next = searchText(value);
      const asked = ++searches.current;
      void watchSearch(next).then(() => {
        if (asked === searches.current) setSearch(next);
      });
    }, SEARCH_DEBOUNCE_MS);
  };

  useWindowInfiniteScroll(scroll === 'window' && !allLoaded && list.services !== null, services, loadMore);

  // Back from a service: once the remembered pages are there, scroll to where the user was.
  const restored = useRef(memory === null);
  useEffect(() => {
    if (restored.current || !memory || services === null) return;
    if (list.loadingMore) return;
    restored.current = true;
    window.scrollTo(0, memory.scrollY);
  }, [memory, services, list.loadingMore]);

  // Stable for the rows' sake; it reads what is typed and loaded when a row is opened.
  const latest = useRef({ pages: list.pages, typed });
  latest.current = { pages: list.pages, typed };
  const remember = useCallback(
    () =>
      rememberList(listId, {
        scrollY: window.scrollY,
        pages: latest.current.pages,
        search: latest.current.typed,
      }),
    [listId],
  );
  const price = usePrice();
  const infoLabel = useCallback((title: string) => t('browsing.info', { title }), [t]);

  return (
    <div>
      <Input
        className={own.search}
        type="search"
        value={typed}
        onChange={(_, data) => onType(data.value)}
        maxLength={SERVICE_TITLE_SEARCH_MAX}
        aria-label={t('browsing.services.search')}
        placeholder={t('browsing.services.search')}
        data-testid="service-search"
      />
      {services === null ? (
        <NoDataYet
          error={list.lastError}
          refresh={list.refresh}
          subject="services"
          testId="refresh-services"
          rows={belowFirstScreen ? BELOW_SKELETON_ROWS : skeletonRows(limit)}
          quiet={quietSkeleton}
        />
      ) : services.length === 0 ? (
        <p className={styles.empty} data-testid="services-empty">
          {t('browsing.services.empty')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="service-list" aria-busy={list.loadingMore || awaitingSearch}>
          {services.map((service) => (
            <ServiceRow
              key={service.id}
              service={service}
              clinicId={clinicId}
              infoLabel={infoLabel}
              price={price}
              onOpen={remember}
              onPick={onPick}
            />
          ))}
        </ul>
      )}
      {services !== null && !allLoaded && !awaitingSearch && (
        <LoadMoreFooter>
          {list.loadingMore && list.lastError === null ? (
            <LazyBoundary fallback={<span className={own.spinnerRoom} />}>
              <MoreSpinner label={t('browsing.services.loadingMore')} />
            </LazyBoundary>
          ) : list.lastError !== null || scroll === 'none' ? (
            <Button onClick={list.lastError !== null ? () => void list.refresh() : loadMore}>
              {list.lastError !== null ? t('browsing.services.retry') : t('browsing.services.more')}
            </Button>
          ) : null}
        </LoadMoreFooter>
      )}
      {services !== null && (
        <DataAge view={list.first} refresh={list.refresh} subject="services" testId="refresh-services" />
      )}
    </div>
  );
}
