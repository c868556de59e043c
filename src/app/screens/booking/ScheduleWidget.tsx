/**
 * The schedule widget: 4 day columns of time buttons with
 * previous and next range buttons and a sideways swipe; a dash where a day has no such time; 'today',
 * 'tomorrow' or the weekday plus a day-and-month label over each column; a message when no day is
 * available; 7 placeholder cells per column before the first answer. Presentational: the container
 * (Schedule.tsx) owns paging and data.
 *
 * Keyboard and screen readers: the data-grid pattern. A grid with a column header per day; one free
 * time is in the tab order (roving tabindex); arrows move between free times, Home and End to the first
 * and last day, Ctrl+Home and Ctrl+End to the window's first and last time (src/domain/schedule-grid),
 * Page Up and Page Down to the previous and next 4 days, whose first free time then takes the focus.
 * Dashes are plain cells, never focus stops. Each time is named with its day, date, time and doctors;
 * a change of the 4-day window is said in a polite live region.
 */
import { Button, Skeleton, SkeletonItem, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  type TouchEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { stringTemplate } from '../../i18n/string-template';
import { useTranslation } from '../../i18n';
import {
  type CellPosition,
  type GridKey,
  type ScheduleGrid,
  dayHeader,
  moveInGrid,
  SCHEDULE_PLACEHOLDER_CELLS,
  SCHEDULE_RANGE_DAYS,
  type ScheduleDayInput,
  scheduleGrid,
  scheduleSwipe,
} from '../../../domain/schedule-grid';
import { ChevronIcon } from '../../shell/icons';
import { RESTORE_FOCUS_TARGET } from '../../shell/restore-focus';
import './booking-strings';
import { spokenOnly } from '../../common/spoken-only';
import { TIME_BUTTON_CLASS } from '../../common/time-button-styles';

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
  /** The doctors' names for a time's label (a screen reader says whom the time is with). */
  doctorNames?(doctorIds: readonly number[]): string;
  /**
   * The range could not be loaded: this shows in place of the times, under the range buttons, so the
   * range shown before (Previous) stays within reach.
   */
  failure?: ReactNode;
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
  // A long weekday ('воскресенье') is wider than a column at 320 px: it breaks rather than widen the page.
  header: {
    textAlign: 'center',
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    fontWeight: 'normal',
    fontSize: theme.fontSizeBase200,
    lineHeight: theme.lineHeightBase200,
    paddingBottom: '4px',
  },
  word: { display: 'block', fontWeight: theme.fontWeightSemibold, textTransform: 'capitalize' },
  dayMonth: { display: 'block', color: theme.colorNeutralForeground3 },
  cell: { textAlign: 'center', padding: 0 },
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
  // Read by screen readers, not shown: the live region that says which days are now on screen.
  hidden: spokenOnly,
});

const gridKeys: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

/** The grid move a key press asks for (Ctrl or Cmd with Home and End: the whole window). */
function gridKey(event: KeyboardEvent): GridKey | null {
  if (!gridKeys.includes(event.key)) return null;
  if (event.ctrlKey || event.metaKey) {
    if (event.key === 'Home') return 'GridStart';
    if (event.key === 'End') return 'GridEnd';
  }
  return event.key as GridKey;
}

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
      return { date, word, dayMonth: dayMonth.format(at), weekday: weekday.format(at) };
    });
  }, [dates, today, t, i18n.language]);
}

type DayLabel = ReturnType<typeof useDayLabels>[number];

/** What the grid's cells do: the widget's handlers of its latest render. */
interface GridHandlers {
  onTouchStart(event: TouchEvent): void;
  onTouchEnd(event: TouchEvent): void;
  onKeyDown(event: KeyboardEvent, from: CellPosition): void;
  setFocus(at: CellPosition): void;
  onPick(time: PickedTime): void;
}

interface ScheduleTableProps {
  grid: ScheduleGrid;
  labels: readonly DayLabel[];
  /** The time button in the tab order (-1: none). */
  activeRow: number;
  activeColumn: number;
  /** The id of the line that says why no time can be picked; null: they can. */
  closedId: string | null;
  doctorNames: ScheduleWidgetProps['doctorNames'];
  cells: Map<string, HTMLElement>;
  /** The same ref for the widget's life, so new handlers do not render the grid again. */
  on: { readonly current: GridHandlers };
}

/**
 * The grid of days and times. Memoised on what it shows: the widget's own state and its parents'
 * (paging, the waitlist's offer, the services' skeleton on the doctor page) change after the first
 * commit without changing a cell, and rendering every time button again each time made long tasks
 * of the page's start on a phone.
 */
const ScheduleTable = memo(function ScheduleTable({
  grid,
  labels,
  activeRow,
  activeColumn,
  closedId,
  doctorNames,
  cells,
  on,
}: ScheduleTableProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const doctorsOf = (ids: readonly number[]) => {
    const names = doctorNames?.(ids);
    return names ? `, ${names}` : '';
  };
  const slotLabel = stringTemplate(t, 'booking.schedule.slot', ['day', 'date', 'time', 'doctor']);
  const unavailable = t('booking.schedule.unavailable');
  return (
    <table
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the data-grid pattern on a table: screen readers then pass the arrow keys to it.
      role="grid"
      aria-label={t('booking.schedule.label')}
      className={styles.grid}
      onTouchStart={(event) => on.current.onTouchStart(event)}
      onTouchEnd={(event) => on.current.onTouchEnd(event)}
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
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cell; no time here, so no focus stop.
                  // biome-ignore lint/a11y/useFocusableInteractive: the same.
                  <td key={date} role="gridcell" className={styles.cell}>
                    <span className={styles.dash} title={unavailable}>
                      –
                    </span>
                  </td>
                );
              const position = { row: rowIndex, column };
              const isActive = activeRow === rowIndex && activeColumn === column;
              return (
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cell; its time button takes the focus.
                // biome-ignore lint/a11y/useFocusableInteractive: the same.
                <td key={date} role="gridcell" className={styles.cell}>
                  <button
                    type="button"
                    ref={(element) => {
                      if (element) cells.set(`${rowIndex}:${column}`, element);
                      else cells.delete(`${rowIndex}:${column}`);
                    }}
                    className={TIME_BUTTON_CLASS}
                    // The booking dialog gives the focus back to the time that opened it.
                    {...RESTORE_FOCUS_TARGET}
                    tabIndex={isActive ? 0 : -1}
                    // Closed times stay focus stops, so the reason (described by) is read on each of them.
                    aria-disabled={closedId !== null ? true : undefined}
                    aria-describedby={closedId ?? undefined}
                    aria-label={slotLabel({
                      day: label.word === label.weekday ? label.word : `${label.word}, ${label.weekday}`,
                      date: label.dayMonth,
                      time: cell.time,
                      doctor: doctorsOf(cell.doctorIds),
                    })}
                    onFocus={() => on.current.setFocus(position)}
                    onKeyDown={(event) => on.current.onKeyDown(event, position)}
                    onClick={() => {
                      if (closedId === null)
                        on.current.onPick({ date, time: cell.time, doctorIds: cell.doctorIds });
                    }}
                    data-testid={`slot-${date}-${cell.time}`}
                  >
                    {cell.time}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

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
  // Paged by the keyboard from inside the grid: the new window's first free time takes the focus.
  const focusAfterPaging = useRef(false);
  // Which days are on screen, said once the window has changed (not on the first load).
  const [shownWindow, setShownWindow] = useState<{ first: string; shown: string } | null>(null);
  const firstDate = grid.dates[0];
  const lastDate = grid.dates.at(-1);

  // The one time button in the tab order: the focused one while it still exists, else the first free.
  const first = grid.rows.findIndex((row) => row.cells.some(Boolean));
  const active =
    focus && grid.rows[focus.row]?.cells[focus.column]
      ? focus
      : first === -1
        ? null
        : { row: first, column: grid.rows[first]!.cells.findIndex(Boolean) };

  const focusCell = (to: CellPosition) => {
    setFocus(to);
    cells.current.get(`${to.row}:${to.column}`)?.focus();
  };
  const page = (direction: 'previous' | 'next') => {
    if (direction === 'next' ? !props.canNext : !props.canPrevious) return false;
    if (direction === 'next') props.onNext();
    else props.onPrevious();
    return true;
  };
  const onKeyDown = (event: KeyboardEvent, from: CellPosition) => {
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      if (page(event.key === 'PageDown' ? 'next' : 'previous')) focusAfterPaging.current = true;
      return;
    }
    const key = gridKey(event);
    if (!key) return;
    event.preventDefault();
    const to = moveInGrid(grid, from, key);
    if (to) focusCell(to);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the window's days change, not on each render.
  useEffect(() => {
    if (!firstDate || !lastDate) return;
    setShownWindow((current) => {
      if (current === null) return { first: firstDate, shown: '' };
      if (current.first === firstDate) return current;
      const at = labels[0]?.dayMonth ?? firstDate;
      const to = labels.at(-1)?.dayMonth ?? lastDate;
      return { first: firstDate, shown: t('booking.schedule.window', { from: at, to }) };
    });
    // The new window's earliest free time: its first day's first.
    const earliest = moveInGrid(grid, { row: -1, column: -1 }, 'GridStart');
    if (focusAfterPaging.current && earliest) {
      focusAfterPaging.current = false;
      focusCell(earliest);
    }
  }, [firstDate, lastDate]);
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
    if (direction) page(direction);
  };

  // The grid reads this render's handlers through a ref, so it renders again only when what it shows
  // changes.
  const latest: GridHandlers = { onTouchStart, onTouchEnd, onKeyDown, setFocus, onPick: props.onPick };
  const handlers = useRef(latest);
  handlers.current = latest;

  return (
    <section className={styles.root} aria-label={t('booking.schedule.label')} aria-busy={props.loading}>
      <p className={styles.hidden} role="status" aria-live="polite" data-testid="schedule-window">
        {shownWindow?.shown}
      </p>
      <div className={styles.bar}>
        {/* Unavailable while a range loads, yet focusable: a disabled button would drop the keyboard's
            focus to the page's start at every paging and every background refresh. */}
        <Button
          appearance="subtle"
          icon={<ChevronIcon className={styles.previous} />}
          aria-label={t('booking.schedule.previous')}
          disabledFocusable={!props.canPrevious}
          onClick={props.onPrevious}
          data-testid="schedule-previous"
        />
        <Button
          appearance="subtle"
          icon={<ChevronIcon />}
          aria-label={t('booking.schedule.next')}
          disabledFocusable={!props.canNext}
          onClick={props.onNext}
          data-testid="schedule-next"
        />
      </div>
      {closed !== null && (
        <p id={closedId} className={styles.closed} role="status" data-testid="schedule-closed">
          {closed}
        </p>
      )}
      {props.failure ? (
        props.failure
      ) : props.days === null ? (
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
        <ScheduleTable
          grid={grid}
          labels={labels}
          activeRow={active?.row ?? -1}
          activeColumn={active?.column ?? -1}
          closedId={closed === null ? null : closedId}
          doctorNames={props.doctorNames}
          cells={cells.current}
          on={handlers}
        />
      )}
    </section>
  );
}
