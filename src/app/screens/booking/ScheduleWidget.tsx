/**
 * The schedule widget: 4 day columns of time buttons with
 * previous and next range buttons and a sideways swipe; a dash where a day has no such time; 'today',
 * 'tomorrow' or the weekday plus a day-and-month label over each column; a message when no day is
 * available; 7 placeholder cells per column before the first answer. Presentational: the container
 * (Schedule.tsx) owns paging and data.
 *
 * Keyboard and screen readers: a table with a column header per day (each time is announced with its
 * day); one time button is in the tab order (roving tabindex) and the arrow keys, Home and End move
 * between free times (src/domain/schedule-grid).
 */
import { Button, Skeleton, SkeletonItem, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { type KeyboardEvent, type TouchEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import {
  type ArrowKey,
  type CellPosition,
  dayHeader,
  moveInGrid,
  SCHEDULE_PLACEHOLDER_CELLS,
  SCHEDULE_RANGE_DAYS,
  type ScheduleDayInput,
  scheduleGrid,
  scheduleSwipe,
} from '../../../domain/schedule-grid';
import { ChevronIcon } from '../../shell/icons';
import './strings';

export interface PickedTime {
  date: string;
  time: string;
  doctorIds: readonly number[];
}

export interface ScheduleWidgetProps {
  /** null until the first answer: placeholders. */
  days: readonly ScheduleDayInput[] | null;
  /** The clinic's today, `YYYY-MM-DD`. */
  today: string;
  /** A request is in flight: the range buttons are disabled. */
  loading: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious(): void;
  onNext(): void;
  onPick(time: PickedTime): void;
  /** Why no time can be picked now (free times shown from this device while offline); null: they can. */
  closedBecause?: string | null;
}

const useStyles = makeStyles({
  root: { display: 'grid', gap: '8px' },
  bar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  previous: { transform: 'rotate(180deg)' },
  grid: {
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: '4px',
    touchAction: 'pan-y',
  },
  header: {
    textAlign: 'center',
    fontWeight: 'normal',
    fontSize: theme.fontSizeBase200,
    lineHeight: theme.lineHeightBase200,
    paddingBottom: '4px',
  },
  word: { display: 'block', fontWeight: theme.fontWeightSemibold, textTransform: 'capitalize' },
  dayMonth: { display: 'block', color: theme.colorNeutralForeground3 },
  cell: { textAlign: 'center', padding: 0 },
  time: { minWidth: '0', width: '100%', paddingInline: '2px' },
  dash: { color: theme.colorNeutralForeground4, lineHeight: '32px' },
  placeholders: {
    display: 'grid',
    gridTemplateColumns: `repeat(${SCHEDULE_RANGE_DAYS}, minmax(0, 1fr))`,
    gap: '6px',
  },
  empty: { padding: '16px 0', textAlign: 'center', color: theme.colorNeutralForeground3 },
  closed: {
    margin: 0,
    padding: '8px 12px',
    borderRadius: theme.borderRadiusMedium,
    backgroundColor: theme.colorPaletteYellowBackground1,
    color: theme.colorNeutralForeground1,
    fontSize: theme.fontSizeBase200,
    lineHeight: theme.lineHeightBase200,
  },
});

const arrowKeys: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

function useDayLabels(dates: readonly string[], today: string) {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    const dayMonth = new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    return dates.map((date) => {
      const at = new Date(`${date}T00:00:00Z`);
      const header = dayHeader(date, today);
      const word = header.word === 'weekday' ? weekday.format(at) : t(`booking.schedule.${header.word}`);
      return { date, word, dayMonth: dayMonth.format(at) };
    });
  }, [dates, today, t, i18n.language]);
}

export function ScheduleWidget(props: ScheduleWidgetProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const grid = useMemo(() => scheduleGrid(props.days ?? []), [props.days]);
  const labels = useDayLabels(grid.dates, props.today);
  const [focus, setFocus] = useState<CellPosition | null>(null);
  const cells = useRef(new Map<string, HTMLElement>());
  const touch = useRef<{ x: number; y: number; time: number } | null>(null);
  const closedId = useId();
  const closed = props.closedBecause ?? null;

  // The one time button in the tab order: the focused one while it still exists, else the first free.
  const first = grid.rows.findIndex((row) => row.cells.some(Boolean));
  const active =
    focus && grid.rows[focus.row]?.cells[focus.column]
      ? focus
      : first === -1
        ? null
        : { row: first, column: grid.rows[first]!.cells.findIndex(Boolean) };

  const onKeyDown = (event: KeyboardEvent, from: CellPosition) => {
    if (!arrowKeys.includes(event.key)) return;
    event.preventDefault();
    const to = moveInGrid(grid, from, event.key as ArrowKey);
    if (!to) return;
    setFocus(to);
    cells.current.get(`${to.row}:${to.column}`)?.focus();
  };
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY, time: event.timeStamp } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const direction = scheduleSwipe(
      point.clientX - start.x,
      point.clientY - start.y,
      event.timeStamp - start.time,
    );
    if (direction === 'next' && props.canNext) props.onNext();
    if (direction === 'previous' && props.canPrevious) props.onPrevious();
  };

  return (
    <section className={styles.root} aria-label={t('booking.schedule.label')} aria-busy={props.loading}>
      <div className={styles.bar}>
        <Button
          appearance="subtle"
          icon={<ChevronIcon className={styles.previous} />}
          aria-label={t('booking.schedule.previous')}
          disabled={!props.canPrevious}
          onClick={props.onPrevious}
          data-testid="schedule-previous"
        />
        <Button
          appearance="subtle"
          icon={<ChevronIcon />}
          aria-label={t('booking.schedule.next')}
          disabled={!props.canNext}
          onClick={props.onNext}
          data-testid="schedule-next"
        />
      </div>
      {closed !== null && (
        <p id={closedId} className={styles.closed} role="status" data-testid="schedule-closed">
          {closed}
        </p>
      )}
      {props.days === null ? (
        <Skeleton
          aria-label={t('booking.schedule.loading')}
          className={styles.placeholders}
          data-testid="schedule-skeleton"
        >
          {Array.from({ length: SCHEDULE_RANGE_DAYS * SCHEDULE_PLACEHOLDER_CELLS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <SkeletonItem key={index} size={32} />
          ))}
        </Skeleton>
      ) : props.days.length === 0 || grid.rows.length === 0 ? (
        <p className={styles.empty} data-testid="schedule-empty">
          {t('booking.schedule.noDays')}
        </p>
      ) : (
        <table
          aria-label={t('booking.schedule.label')}
          className={styles.grid}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="schedule-grid"
        >
          <thead>
            <tr>
              {labels.map((label) => (
                <th scope="col" key={label.date} className={styles.header}>
                  <span className={styles.word}>{label.word}</span>
                  <span className={styles.dayMonth}>{label.dayMonth}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, rowIndex) => (
              <tr key={row.time}>
                {row.cells.map((cell, column) => {
                  const label = labels[column]!;
                  const date = grid.dates[column]!;
                  if (!cell)
                    return (
                      <td key={date} className={styles.cell}>
                        <span className={styles.dash} title={t('booking.schedule.unavailable')}>
                          –
                        </span>
                      </td>
                    );
                  const position = { row: rowIndex, column };
                  const isActive = active?.row === rowIndex && active.column === column;
                  return (
                    <td key={date} className={styles.cell}>
                      <Button
                        ref={(element) => {
                          if (element) cells.current.set(`${rowIndex}:${column}`, element);
                          else cells.current.delete(`${rowIndex}:${column}`);
                        }}
                        className={styles.time}
                        size="small"
                        tabIndex={isActive ? 0 : -1}
                        disabledFocusable={closed !== null}
                        aria-describedby={closed === null ? undefined : closedId}
                        aria-label={t('booking.schedule.slot', {
                          day: `${label.word}, ${label.dayMonth}`,
                          time: cell.time,
                        })}
                        onFocus={() => setFocus(position)}
                        onKeyDown={(event) => onKeyDown(event, position)}
                        onClick={() => props.onPick({ date, time: cell.time, doctorIds: cell.doctorIds })}
                        data-testid={`slot-${date}-${cell.time}`}
                      >
                        {cell.time}
                      </Button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
