// @vitest-environment jsdom
/**
 * The move dialog in jsdom, with the schedule replaced by two time buttons: while a move runs, a time
 * picked meanwhile is not taken, so the move's answer (here a refusal) is shown for the time it asked
 * for and the picked line still names that time.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { PickedTime } from '../../src/app/screens/booking/ScheduleWidget';
import MoveDialog from '../../src/app/screens/booking/MoveDialog';
import { withBothLanguages } from './both-languages';

vi.mock('../../src/app/screens/booking/Schedule', () => ({
  Schedule: ({ onPick }: { onPick(time: PickedTime): void }) => (
    <>
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
        target={{ clinicId: 1, doctorId: 5, serviceId: null, date: '2030-01-09' }}
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
