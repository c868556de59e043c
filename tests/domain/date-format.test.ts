import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/date-format';
import { groupByDate, resultDateLabel } from '../../src/domain/result-rules';
import { addDays } from '../../src/domain/time-zone';
import { intlBuilt } from './intl-built';

describe('calendar dates written out', () => {
  it.each([
    ['weekday', 'ru', 'суббота'],
    ['dayMonth', 'ru', '9 марта'],
    ['dayMonthYear', 'en-gb', '9 March 2024'],
    ['weekdayDayMonth', 'en-gb', 'Saturday 9 March'],
  ] as const)('2024-03-09 as %s in %s → %s', (style, language, text) => {
    expect(formatDate('2024-03-09', style, language)).toBe(text);
  });
});

describe('a long history written out', () => {
  const dates = Array.from({ length: 60 }, (_, back) => addDays('2024-06-14', -back));
  const words = { today: 'Сегодня', tomorrow: 'Завтра' };

  it('labels sixty result dates with one formatter per style', () => {
    formatDate('2020-01-01', 'dayMonthYear', 'ru');
    formatDate('2020-01-01', 'weekdayDayMonth', 'ru');
    const built = intlBuilt('DateTimeFormat', () => {
      for (const date of dates) resultDateLabel(date, '2024-06-15', 'ru', words);
    });
    expect(built).toBe(0);
  });

  it('groups a growing list again without a new collator each time', () => {
    const rows = dates.map((date, id) => ({ id, date, title: `Анализ ${id}` }));
    groupByDate(rows, 'ru');
    const built = intlBuilt('Collator', () => {
      for (let page = 1; page <= 6; page++) groupByDate(rows.slice(0, page * 10), 'ru');
    });
    expect(built).toBe(0);
  });
});
