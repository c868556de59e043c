import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  currentStart,
  dayHeader,
  moveInGrid,
  nearestFreeTimes,
  nextPage,
  previousPage,
  scheduleSwipe,
  type ScheduleDayInput,
  scheduleGrid,
  startPaging,
} from '../../src/domain/schedule-grid';

const days: ScheduleDayInput[] = [
  { date: '2026-11-23', recordingPoints: { '10:00': [1], '09:00': [1, 2] } },
  { date: '2026-11-24', recordingPoints: {} },
  { date: '2026-11-25', recordingPoints: { '09:00': [2], '11:00': [1], '12:00': [] } },
  { date: '2026-11-26', recordingPoints: { '10:30': [3] } },
];

describe('scheduleGrid', () => {
  it('aligns the days by time, ascending, with a dash where a day lacks a time; empty lists are dashes', () => {
    const grid = scheduleGrid(days);
    expect(grid.dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(grid.rows.map((row) => row.time)).toEqual(['09:00', '10:00', '10:30', '11:00']);
    expect(grid.rows[0]!.cells).toEqual([
      { time: '09:00', doctorIds: [1, 2] },
      null,
      { time: '09:00', doctorIds: [2] },
      null,
    ]);
    expect(grid.rows[3]!.cells.map((cell) => cell !== null)).toEqual([false, false, true, false]);
  });

  it('no days: no rows', () => {
    expect(scheduleGrid([])).toEqual({ dates: [], rows: [] });
  });
});

describe('dates and headers', () => {
  it.each([
    ['2026-11-23', { word: 'today', weekday: 1 }],
    ['2026-11-24', { word: 'tomorrow', weekday: 2 }],
    ['2026-11-25', { word: 'weekday', weekday: 3 }],
    ['2026-11-29', { word: 'weekday', weekday: 0 }],
  ])('header of %s with today 2026-11-23', (date, header) => {
    expect(dayHeader(date, '2026-11-23')).toEqual(header);
  });
});

describe('paging by a stack of start dates', () => {
  it('next pushes the day after the last shown, previous pops back to it', () => {
    let paging = startPaging('2026-11-23');
    expect(canGoPrevious(paging, false)).toBe(false);
    expect(canGoNext(days, false)).toBe(true);
    paging = nextPage(paging, days);
    expect(currentStart(paging)).toBe('2026-11-27');
    expect(canGoPrevious(paging, false)).toBe(true);
    paging = previousPage(paging);
    expect(paging.stack).toEqual(['2026-11-23']);
    expect(previousPage(paging)).toBe(paging);
  });

  it('a later day asked for is on screen first, and previous goes back to today', () => {
    const paging = startPaging('2026-11-23', '2026-12-02');
    expect(currentStart(paging)).toBe('2026-12-02');
    expect(canGoPrevious(paging, false)).toBe(true);
    expect(previousPage(paging).stack).toEqual(['2026-11-23']);
    // Today or a past day asked for is today's paging.
    expect(startPaging('2026-11-23', '2026-11-23').stack).toEqual(['2026-11-23']);
    expect(startPaging('2026-11-23', '2026-11-01').stack).toEqual(['2026-11-23']);
  });

  it('next only when 4 days came back; both disabled during a request', () => {
    expect(canGoNext(days.slice(0, 3), false)).toBe(false);
    expect(canGoNext(null, false)).toBe(false);
    expect(canGoNext(days, true)).toBe(false);
    expect(nextPage(startPaging('2026-11-23'), days.slice(0, 3)).stack).toEqual(['2026-11-23']);
    expect(canGoPrevious({ stack: ['2026-11-23', '2026-11-27'] }, true)).toBe(false);
  });
});

describe('arrow keys between free times', () => {
  const grid = scheduleGrid(days);
  // rows: 09:00, 10:00, 10:30, 11:00; columns: 23rd, 24th (empty), 25th, 26th
  it.each([
    [{ row: 0, column: 0 }, 'ArrowDown', { row: 1, column: 0 }],
    [{ row: 1, column: 0 }, 'ArrowDown', null],
    [{ row: 1, column: 0 }, 'ArrowUp', { row: 0, column: 0 }],
    [{ row: 0, column: 0 }, 'ArrowUp', null],
    [{ row: 0, column: 0 }, 'ArrowRight', { row: 0, column: 2 }],
    [{ row: 1, column: 0 }, 'ArrowRight', { row: 0, column: 2 }],
    [{ row: 3, column: 2 }, 'ArrowRight', { row: 2, column: 3 }],
    [{ row: 2, column: 3 }, 'ArrowRight', null],
    [{ row: 0, column: 2 }, 'ArrowLeft', { row: 0, column: 0 }],
    [{ row: 0, column: 2 }, 'ArrowDown', { row: 3, column: 2 }],
    [{ row: 0, column: 2 }, 'End', { row: 2, column: 3 }],
    [{ row: 3, column: 2 }, 'Home', { row: 1, column: 0 }],
    [{ row: 0, column: 0 }, 'Home', null],
    [{ row: 2, column: 3 }, 'End', null],
    [{ row: 3, column: 2 }, 'GridStart', { row: 0, column: 0 }],
    [{ row: 0, column: 0 }, 'GridEnd', { row: 2, column: 3 }],
    [{ row: 0, column: 0 }, 'GridStart', null],
  ] as const)('from %o, %s → %o', (from, key, to) => {
    expect(moveInGrid(grid, from, key)).toEqual(to);
  });
});

describe('nearest free times of the same doctors', () => {
  it('closest first either side, leaving out the taken time and other doctors', () => {
    expect(nearestFreeTimes(days, [1], { date: '2026-11-23', time: '10:00' })).toEqual([
      { date: '2026-11-23', time: '09:00', doctorIds: [1] },
      { date: '2026-11-25', time: '11:00', doctorIds: [1] },
    ]);
    expect(nearestFreeTimes(days, [2, 3], { date: '2026-11-25', time: '09:00' }, 2)).toEqual([
      { date: '2026-11-26', time: '10:30', doctorIds: [3] },
      { date: '2026-11-23', time: '09:00', doctorIds: [2] },
    ]);
    expect(nearestFreeTimes(days, [9], { date: '2026-11-25', time: '09:00' })).toEqual([]);
  });
});

describe('swipe over the schedule', () => {
  it.each([
    [-80, 10, 300, 'next'],
    [80, -10, 300, 'previous'],
    [-40, 0, 300, null],
    [-80, 50, 300, null],
    [-80, 0, 1500, null],
  ] as const)('dx %i, dy %i in %i ms → %s', (dx, dy, ms, expected) => {
    expect(scheduleSwipe(dx, dy, ms)).toBe(expected);
  });
});
