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
          .getAllByRole('cell')
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

  it('7 placeholders per column before the first answer; a message when no day is available', () => {
    renderWidget({ days: null });
    expect(screen.getByTestId('schedule-skeleton').children).toHaveLength(28);
    cleanup();
    renderWidget({ days: [] });
    expect(screen.getByTestId('schedule-empty').textContent).toBe('Нет доступных дней для записи');
  });

  it('the range buttons follow canPrevious and canNext', () => {
    const props = renderWidget({ canPrevious: true, canNext: false });
    fireEvent.click(screen.getByTestId('schedule-previous'));
    expect(props.onPrevious).toHaveBeenCalledOnce();
    expect(screen.getByTestId('schedule-next')).toHaveProperty('disabled', true);
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
