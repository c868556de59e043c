/**
 * The schedule widget's rules: a range of 4 day
 * columns, paged through a stack of start dates; the grid of time cells; the column headers; and the
 * arrow-key moves between times. Dates are clinic-local `YYYY-MM-DD`, times `HH:mm`. Pure: no clock
 * is read here, "today" is passed in.
 */
import { addDays, wallClockMinutes } from './time-zone';

export const SCHEDULE_RANGE_DAYS = 4;
/** Placeholder cells per column while the first answer is awaited. */
export const SCHEDULE_PLACEHOLDER_CELLS = 7;

export interface ScheduleDayInput {
  date: string;
  recordingPoints: Record<string, readonly number[]>;
}

/** A free time: the doctors free then. null: a dash (that day has no such time). */
export type ScheduleCell = { time: string; doctorIds: readonly number[] } | null;

export interface ScheduleGrid {
  dates: string[];
  /** Rows by ascending time; one cell per date. */
  rows: { time: string; cells: ScheduleCell[] }[];
}

/** Days side by side: every time any day has, ascending, with a dash where a day lacks it. */
export function scheduleGrid(days: readonly ScheduleDayInput[]): ScheduleGrid {
  const times = new Set<string>();
  for (const day of days)
    for (const [time, doctorIds] of Object.entries(day.recordingPoints))
      if (doctorIds.length > 0) times.add(time);
  const rows = [...times].sort().map((time) => ({
    time,
    cells: days.map((day): ScheduleCell => {
      const doctorIds = day.recordingPoints[time];
      return doctorIds && doctorIds.length > 0 ? { time, doctorIds } : null;
    }),
  }));
  return { dates: days.map((day) => day.date), rows };
}

export type DayWord = 'today' | 'tomorrow' | 'weekday';

/**
 * The day after the last `today` asked about: a list asks for every row with the same today, and
 * working out the next date through Date's text parsing and printing was most of each row's header.
 */
let lastToday = '';
let lastTomorrow = '';
function tomorrowOf(today: string): string {
  if (today !== lastToday) {
    lastTomorrow = addDays(today, 1);
    lastToday = today;
  }
  return lastTomorrow;
}

/** 'today' and 'tomorrow' by the clinic's date, else the weekday (0 Sunday … 6 Saturday). */
export function dayHeader(date: string, today: string): { word: DayWord; weekday: number } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (date === today) return { word: 'today', weekday };
  if (date === tomorrowOf(today)) return { word: 'tomorrow', weekday };
  return { word: 'weekday', weekday };
}

/**
 * Paging: a stack of start dates; the top is the range on screen. Next pushes the day after the
 * range's last day and is enabled only when a full range of 4 days came back; previous pops and is
 * enabled while the stack has more than one entry; both are disabled during a request.
 */
export interface SchedulePaging {
  stack: readonly string[];
}

/**
 * Paging from the clinic's today; with a later day asked for (a link to a doctor at a day), its range is
 * on screen first and previous goes back to today's.
 */
export const startPaging = (today: string, askedDay: string | null = null): SchedulePaging => ({
  stack: askedDay !== null && askedDay > today ? [today, askedDay] : [today],
});
export const currentStart = (paging: SchedulePaging): string => paging.stack.at(-1)!;

export function canGoNext(days: readonly ScheduleDayInput[] | null, loading: boolean): boolean {
  return !loading && days !== null && days.length === SCHEDULE_RANGE_DAYS;
}
export function canGoPrevious(paging: SchedulePaging, loading: boolean): boolean {
  return !loading && paging.stack.length > 1;
}

export function nextPage(paging: SchedulePaging, days: readonly ScheduleDayInput[]): SchedulePaging {
  const last = days.at(-1);
  if (!last || days.length < SCHEDULE_RANGE_DAYS) return paging;
  return { stack: [...paging.stack, addDays(last.date, 1)] };
}
export function previousPage(paging: SchedulePaging): SchedulePaging {
  return paging.stack.length > 1 ? { stack: paging.stack.slice(0, -1) } : paging;
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';
/** Ctrl+Home and Ctrl+End: the first and last free time of the whole window. */
export type GridKey = ArrowKey | 'GridStart' | 'GridEnd';
export interface CellPosition {
  row: number;
  column: number;
}

/**
 * Where a key moves the focus from a free time, as in a data grid whose rows are times and columns days:
 * up and down to the nearest free time of the same day; left and right to the nearest day with a free
 * time, Home and End to the first and last such day, each preferring the same row, else the closest;
 * GridStart and GridEnd to the window's earliest and latest free time. Dashes are skipped; null when
 * there is nowhere to go (the focus stays).
 */
export function moveInGrid(grid: ScheduleGrid, from: CellPosition, key: GridKey): CellPosition | null {
  const free = (row: number, column: number) => grid.rows[row]?.cells[column] != null;
  const rowsOf = (column: number) => grid.rows.map((_, row) => row).filter((row) => free(row, column));
  const { row, column } = from;
  const closestIn = (next: number): CellPosition | null => {
    const rows = rowsOf(next);
    if (rows.length === 0) return null;
    const closest = rows.reduce((best, candidate) =>
      Math.abs(candidate - row) < Math.abs(best - row) ? candidate : best,
    );
    return { row: closest, column: next };
  };
  const columns = grid.dates.map((_, index) => index);
  switch (key) {
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowUp' ? -1 : 1;
      for (let next = row + step; next >= 0 && next < grid.rows.length; next += step)
        if (free(next, column)) return { row: next, column };
      return null;
    }
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowLeft' ? -1 : 1;
      for (let next = column + step; next >= 0 && next < grid.dates.length; next += step) {
        const found = closestIn(next);
        if (found) return found;
      }
      return null;
    }
    case 'Home':
    case 'End': {
      const order = key === 'Home' ? columns : [...columns].reverse();
      for (const next of order) {
        if (next === column) return null;
        const found = closestIn(next);
        if (found) return found;
      }
      return null;
    }
    case 'GridStart':
    case 'GridEnd': {
      const cells = columns.flatMap((day) => rowsOf(day).map((time) => ({ row: time, column: day })));
      const target = key === 'GridStart' ? cells[0] : cells.at(-1);
      return !target || (target.row === row && target.column === column) ? null : target;
    }
  }
}

/**
 * Beyond the spec: when a chosen time was taken meanwhile, the times nearest to it (either side) at
 * which one of the same doctors is still free, closest first, at most `count`.
 */
export function nearestFreeTimes(
  days: readonly ScheduleDayInput[],
  doctorIds: readonly number[],
  taken: { date: string; time: string },
  count = 3,
): { date: string; time: string; doctorIds: number[] }[] {
  const wanted = new Set(doctorIds);
  const origin = wallClockMinutes(taken.date, taken.time);
  const options = days.flatMap((day) =>
    Object.entries(day.recordingPoints).flatMap(([time, free]) => {
      const matching = free.filter((doctorId) => wanted.has(doctorId));
      const same = day.date === taken.date && time === taken.time;
      return matching.length > 0 && !same ? [{ date: day.date, time, doctorIds: matching }] : [];
    }),
  );
  const distance = (option: { date: string; time: string }) =>
    Math.abs(wallClockMinutes(option.date, option.time) - origin);
  return options
    .sort(
      (a, b) =>
        distance(a) - distance(b) || wallClockMinutes(a.date, a.time) - wallClockMinutes(b.date, b.time),
    )
    .slice(0, count);
}

/** A horizontal swipe over the schedule: at least 50 px, mostly sideways, within 1 s. */
export const SCHEDULE_SWIPE_MIN_PX = 50;
export function scheduleSwipe(dx: number, dy: number, ms: number): 'next' | 'previous' | null {
  if (ms > 1000 || Math.abs(dx) < SCHEDULE_SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  // A finger moving left pulls the later days in.
  return dx < 0 ? 'next' : 'previous';
}
