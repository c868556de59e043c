// @vitest-environment jsdom
/**
 * The move dialog in jsdom, with the schedule replaced by two time buttons: while a move runs, a time
 * picked meanwhile is not taken, so the move's answer (here a refusal) is shown for the time it asked
 * for and the picked line still names that time; and a refusal fetches the range on screen again.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { PickedTime } from '../../src/app/screens/booking/ScheduleWidget';
import MoveDialog from '../../src/app/screens/booking/MoveDialog';
import { withBothLanguages } from './both-languages';

const refresh = vi.hoisted(() => vi.fn(async () => ({ ok: true })));
vi.mock('../../src/app/live/clinics', () => ({ useRefresh: () => refresh }));
vi.mock('../../src/app/screens/booking/Schedule', () => ({
  Schedule: ({
    onPick,
    onRangeChange,
  }: {
    onPick(time: PickedTime): void;
    onRangeChange?(date: string): void;
  }) => (
    <>
      <button type="button" data-testid="range" onClick={() => onRangeChange?.('2030-01-09')}>
        range
      </button>
      <button
        type="button"
        data-testid="time-x"
        onClick={() => onPick({ date: '2030-01-09', time: '09:00', doctorIds: [5] })}
      >
        X
      </button>
      <button
        type="button"
        data-testid="time-y"
        onClick={() => onPick({ date: '2030-01-09', time: '10:00', doctorIds: [5] })}
      >
        Y
      </button>
    </>
  ),
}));

withBothLanguages();

it('a time picked while the move runs is not taken: the answer stays with the time it asked for', async () => {
  let answer: (value: unknown) => void = () => undefined;
  const move = vi.fn(
    () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <MoveDialog
        target={{ clinicId: 1, doctorId: 5, serviceId: null, date: '2030-01-09', time: '09:00' }}
        current="8 января, 12:00"
        describe={(date, time) => `${date} ${time}`}
        move={move as never}
        onMoved={() => undefined}
        onClose={() => undefined}
      />
    </FluentProvider>,
  );
  fireEvent.click(await screen.findByTestId('time-x'));
  fireEvent.click(screen.getByTestId('move-confirm'));
  await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
  expect(move.mock.calls[0]).toMatchObject([{ date: '2030-01-09', time: '09:00' }]);

  fireEvent.click(screen.getByTestId('time-y'));
  expect(screen.getByTestId('move-picked').textContent).toContain('09:00');
  await act(async () => {
    answer({
      ok: false,
      error: {
        kind: 'server',
        errors: { moveAppointmentErrors: ['errors.appointments.recording_point_not_available'] },
      },
    });
  });
  expect(screen.getByTestId('move-picked').textContent).toContain('09:00');
  expect(screen.getByTestId('move-dialog').textContent).not.toContain('10:00');
});

it('a refused move fetches the range on screen again: a time taken meanwhile leaves the grid', async () => {
  refresh.mockClear();
  const move = vi.fn(async () => ({
    ok: false,
    error: {
      kind: 'server',
      errors: { moveAppointmentErrors: ['errors.appointments.recording_point_not_available'] },
    },
  }));
  render(
    <FluentProvider theme={webLightTheme}>
      <MoveDialog
        target={{ clinicId: 1, doctorId: 5, serviceId: null, date: '2030-01-09', time: '09:00' }}
        current="8 января, 12:00"
        describe={(date, time) => `${date} ${time}`}
        move={move as never}
        onMoved={() => undefined}
        onClose={() => undefined}
      />
    </FluentProvider>,
  );
  fireEvent.click(await screen.findByTestId('range'));
  fireEvent.click(screen.getByTestId('time-x'));
  fireEvent.click(screen.getByTestId('move-confirm'));
  await waitFor(() =>
    expect(refresh).toHaveBeenCalledWith('schedule', {
      clinicId: 1,
      doctorIds: [5],
      serviceId: null,
      date: '2030-01-09',
    }),
  );
});
