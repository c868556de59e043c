// @vitest-environment jsdom
/**
 * The schedule widget in a DOM: headers, dashes, placeholders, keyboard moves, picking, paging buttons,
 * and free times shown offline (marked, not pickable).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import { type ScheduleWidgetProps, ScheduleWidget } from '../../src/app/screens/booking/ScheduleWidget';
import type { ScheduleDayInput } from '../../src/domain/schedule-grid';

beforeAll(async () => {
  await initI18n('ru');
});
afterEach(cleanup);

const days: ScheduleDayInput[] = [
  { date: '2026-11-23', recordingPoints: { '09:00': [1, 2], '10:00': [1] } },
  { date: '2026-11-24', recordingPoints: {} },
  { date: '2026-11-25', recordingPoints: { '09:00': [2] } },
  { date: '2026-11-26', recordingPoints: { '11:00': [3] } },
];

function renderWidget(overrides: Partial<ScheduleWidgetProps> = {}) {
  const props: ScheduleWidgetProps = {
    days,
    today: '2026-11-23',
    loading: false,
    canPrevious: false,
    canNext: true,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onPick: vi.fn(),
    ...overrides,
  };
  render(<ScheduleWidget {...props} />);
  return props;
}

describe('<ScheduleWidget/>', () => {
  it('heads the columns with today, tomorrow, the weekday and the day and month', () => {
    renderWidget();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Сегодня23 ноября', 'Завтра24 ноября', 'среда25 ноября', 'четверг26 ноября']);
  });

  it('shows a dash where a day has no such time and one button in the tab order', () => {
    renderWidget();
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('gridcell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['09:00', '–', '09:00', '–'],
      ['10:00', '–', '–', '–'],
      ['–', '–', '–', '11:00'],
    ]);
    const buttons = screen.getAllByRole('button', { name: /записаться/ });
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    expect(buttons[0]).toHaveProperty('tabIndex', 0);
  });

  it('moves between free times with the arrow keys and picks one with its doctors', () => {
    const props = renderWidget();
    const start = screen.getByTestId('slot-2026-11-23-09:00');
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('slot-2026-11-25-09:00'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('slot-2026-11-26-11:00'));
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    fireEvent.click(document.activeElement!);
    expect(props.onPick).toHaveBeenCalledWith({ date: '2026-11-26', time: '11:00', doctorIds: [3] });
  });

  it('is a grid: rows of times, a column header per day, dashes as cells that are not focus stops', () => {
    renderWidget();
    const grid = screen.getByRole('grid');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(4);
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(12);
    const dashes = cells.filter((cell) => cell.textContent === '–');
    expect(dashes).toHaveLength(8);
    for (const dash of dashes) expect(dash.querySelector('[tabindex]')).toBeNull();
  });

  it('names each time with its day, date, time and doctors', () => {
    renderWidget({ doctorNames: (ids) => ids.map((id) => `Доктор ${id}`).join(', ') });
    expect(screen.getByTestId('slot-2026-11-23-09:00').getAttribute('aria-label')).toBe(
      'Сегодня, понедельник, 23 ноября, 09:00, Доктор 1, Доктор 2: записаться',
    );
    expect(screen.getByTestId('slot-2026-11-26-11:00').getAttribute('aria-label')).toBe(
      'четверг, 26 ноября, 11:00, Доктор 3: записаться',
    );
    // The booking dialog it opens gives the focus back to it (Fluent's restore-focus target).
    expect(screen.getByTestId('slot-2026-11-26-11:00').getAttribute('data-tabster')).toContain('restorer');
  });

  it('Home and End go to the first and last day, Ctrl+Home and Ctrl+End to the first and last time', () => {
    renderWidget();
    const start = screen.getByTestId('slot-2026-11-23-10:00');
    start.focus();
    fireEvent.keyDown(start, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByTestId('slot-2026-11-26-11:00'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByTestId('slot-2026-11-23-10:00'));
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    expect(document.activeElement).toBe(screen.getByTestId('slot-2026-11-26-11:00'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home', ctrlKey: true });
    expect(document.activeElement).toBe(screen.getByTestId('slot-2026-11-23-09:00'));
  });

  it('Page Down and Page Up page the 4 days, focus the new first time and say which days show', () => {
    const later: ScheduleDayInput[] = [
      { date: '2026-11-27', recordingPoints: { '12:00': [1] } },
      { date: '2026-11-28', recordingPoints: {} },
      { date: '2026-11-29', recordingPoints: {} },
      { date: '2026-11-30', recordingPoints: { '08:00': [2] } },
    ];
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    const props = { days, today: '2026-11-23', loading: false, canNext: true, onNext, onPick: vi.fn() };
    const { rerender } = render(<ScheduleWidget {...props} canPrevious={false} onPrevious={onPrevious} />);
    expect(screen.getByTestId('schedule-window').textContent).toBe('');
    const start = screen.getByTestId('slot-2026-11-23-09:00');
    start.focus();
    fireEvent.keyDown(start, { key: 'PageUp' });
    expect(onPrevious).not.toHaveBeenCalled();
    fireEvent.keyDown(start, { key: 'PageDown' });
    expect(onNext).toHaveBeenCalledOnce();
    rerender(<ScheduleWidget {...props} days={later} canPrevious onPrevious={onPrevious} />);
    expect(document.activeElement).toBe(screen.getByTestId('slot-2026-11-27-12:00'));
    expect(screen.getByTestId('schedule-window').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('schedule-window').textContent).toBe('Показаны дни с 27 ноября по 30 ноября');
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(onPrevious).toHaveBeenCalledOnce();
  });

  it('7 placeholders per column before the first answer; a message when no day is available', () => {
    renderWidget({ days: null });
    expect(screen.getByTestId('schedule-skeleton').children).toHaveLength(28);
    cleanup();
    renderWidget({ days: [] });
    expect(screen.getByTestId('schedule-empty').textContent).toBe('Нет доступных дней для записи');
  });

  it('the range buttons follow canPrevious and canNext, and one unavailable keeps the focus', () => {
    const props = renderWidget({ canPrevious: true, canNext: false });
    fireEvent.click(screen.getByTestId('schedule-previous'));
    expect(props.onPrevious).toHaveBeenCalledOnce();
    const next = screen.getByTestId('schedule-next');
    fireEvent.click(next);
    expect(props.onNext).not.toHaveBeenCalled();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    // Still focusable: pressed from the keyboard while the next range loads, it does not drop the focus.
    expect(next).toHaveProperty('disabled', false);
  });

  it('a range that could not load shows its failure under the range buttons: Previous leads back to the range before', () => {
    const props = renderWidget({
      days: null,
      canPrevious: true,
      canNext: false,
      failure: <p data-testid="range-failed">Не удалось загрузить расписание</p>,
    });
    expect(screen.getByTestId('range-failed')).toBeTruthy();
    expect(screen.queryByTestId('schedule-skeleton')).toBeNull();
    fireEvent.click(screen.getByTestId('schedule-previous'));
    expect(props.onPrevious).toHaveBeenCalledOnce();
  });

  it('free times shown from this device while offline: marked, and none can be picked, with the reason read', () => {
    const reason = 'Вы не в сети — свободное время показано с этого устройства';
    const props = renderWidget({ closedBecause: reason });
    expect(screen.getByTestId('schedule-closed').textContent).toBe(reason);
    const buttons = screen.getAllByRole('button', { name: /записаться/ });
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId('schedule-closed').id);
    }
    fireEvent.click(buttons[0]!);
    expect(props.onPick).not.toHaveBeenCalled();
  });

  it('with the network answering, times can be picked and nothing is marked', () => {
    const props = renderWidget({ closedBecause: null });
    expect(screen.queryByTestId('schedule-closed')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /записаться/ })[0]!);
    expect(props.onPick).toHaveBeenCalled();
  });
});
