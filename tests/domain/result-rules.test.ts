import { describe, expect, it } from 'vitest';
import {
  fileDialogWidth,
  groupByDate,
  groupsUpTo,
  resultClickAction,
  resultDateLabel,
  snackbarFileName,
  typeFromBytes,
  withExtension,
} from '../../src/domain/result-rules';

describe('grouping results by date', () => {
  it('newest date first, titles sorted within a date', () => {
    const groups = groupByDate([
      { id: 1, date: '2026-10-01', title: 'Общий анализ крови' },
      { id: 2, date: '2026-11-20', title: 'УЗИ' },
      { id: 3, date: '2026-10-01', title: 'Глюкоза' },
      { id: 4, date: '2026-11-20', title: 'ЭКГ' },
      { id: 5, date: '2026-11-20', title: 'Анализ мочи' },
    ]);
    expect(groups.map((group) => [group.date, group.results.map((result) => result.id)])).toEqual([
      ['2026-11-20', [5, 2, 4]],
      ['2026-10-01', [3, 1]],
    ]);
    expect(groupByDate([])).toEqual([]);
  });
});

describe('the first results of the date groups', () => {
  const groups = [
    { date: '2026-11-20', results: [5, 2, 4] },
    { date: '2026-10-01', results: [3, 1] },
  ];
  it.each([
    [0, []],
    [2, [['2026-11-20', [5, 2]]]],
    [3, [['2026-11-20', [5, 2, 4]]]],
    [
      4,
      [
        ['2026-11-20', [5, 2, 4]],
        ['2026-10-01', [3]],
      ],
    ],
    [
      9,
      [
        ['2026-11-20', [5, 2, 4]],
        ['2026-10-01', [3, 1]],
      ],
    ],
  ])('%i results', (count, cut) => {
    expect(groupsUpTo(groups, count).map((group) => [group.date, group.results])).toEqual(cut);
  });
});

describe('result date labels', () => {
  const ru = { today: 'Сегодня', tomorrow: 'Завтра' };
  it.each([
    ['2026-11-23', 'сегодня'],
    ['2026-11-24', 'завтра'],
    ['2026-11-22', '22 ноября 2026 года'],
    ['2025-01-05', '5 января 2025 года'],
    ['2026-11-26', 'четверг, 26 ноября'],
  ])('%s in Russian with today 2026-11-23 → %s', (date, label) => {
    expect(resultDateLabel(date, '2026-11-23', 'ru', ru)).toBe(label);
  });

  it('English: lower-case words, a long date without the Russian ending', () => {
    const en = { today: 'Today', tomorrow: 'Tomorrow' };
    expect(resultDateLabel('2026-11-23', '2026-11-23', 'en-GB', en)).toBe('today');
    expect(resultDateLabel('2026-11-22', '2026-11-23', 'en-GB', en)).toBe('22 November 2026');
  });
});

describe('files', () => {
  it.each([
    ['a'.repeat(90), 'a'.repeat(90)],
    ['a'.repeat(91), `${'a'.repeat(87)}…`],
    ['я'.repeat(100), `${'я'.repeat(87)}…`],
  ])('snackbar name of %s', (name, shown) => {
    expect(snackbarFileName(name)).toBe(shown);
  });

  it.each([
    [1000, false, 512],
    [500, false, 400],
    [300, false, 256],
    [300, true, 'full'],
  ] as const)('dialog width at %i px (narrow %s) → %s', (width, narrow, expected) => {
    expect(fileDialogWidth(width, narrow)).toBe(expected);
  });

  it.each([
    [{ attachments: [1] }, 'download'],
    [{ attachments: [1], protocols: [1] }, 'dialog'],
    [{ attachments: [1], hasProtocols: true }, 'dialog'],
    [{ attachments: [1, 2] }, 'dialog'],
    [{ attachments: [], protocols: [1] }, 'dialog'],
    [{ attachments: [] }, 'none'],
  ] as const)('click on %o → %s', (result, action) => {
    expect(resultClickAction(result)).toBe(action);
  });
});

describe('saved files’ extensions', () => {
  it.each([
    ['Протокол', 'application/pdf', 'Протокол.pdf'],
    ['scan.PNG', 'image/png', 'scan.PNG'],
    ['scan.jpeg', 'image/jpeg', 'scan.jpeg'],
    ['scan', 'image/jpeg', 'scan.jpg'],
    ['notes', 'text/plain; charset=utf-8', 'notes.txt'],
    ['report.docx', 'application/octet-stream', 'report.docx'],
    ['data', 'application/octet-stream', 'data'],
    ['ЭКГ 1.2', 'image/png', 'ЭКГ 1.2.png'],
  ])('%o of type %s is saved as %o', (name, type, saved) => {
    expect(withExtension(name, type)).toBe(saved);
  });

  it.each([
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'application/pdf'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
    [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50], 'image/webp'],
    [[0x50, 0x4b, 3, 4], null],
    [[], null],
  ])('bytes %o show the type %o', (bytes, type) => {
    expect(typeFromBytes(new Uint8Array(bytes))).toBe(type);
  });
});
