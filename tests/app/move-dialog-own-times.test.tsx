// @vitest-environment jsdom
/**
 * The move dialog with its real schedule over a stubbed worker: the shared range shows the visit's own
 * span as taken (10:00–10:30 on a quarter-hour grid), and the dialog shows the times its `ownTimes`
 * answers for the range on screen, so 10:15, which the move accepts, can be picked; another patient's
 * time stays out, and so does the visit's present start.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ScheduleDay } from '../../src/api/booking';
import { initI18n } from '../../src/app/i18n';
import MoveDialog from '../../src/app/screens/booking/MoveDialog';

const DAY = '2030-01-14';
const DOCTOR = 5;
const day = (times: string[]): ScheduleDay => ({
  date: DAY,
  recordingPoints: Object.fromEntries(times.map((time) => [time, [DOCTOR]])),
});

/** The shared range's free times: the visit (10:00–10:30) and another patient's (10:30–11:00) busy. */
const shared = vi.hoisted(() => ({ times: ['09:00', '09:15', '11:00'] }));
vi.mock('../../src/app/live/booking', () => ({
  // A new object each render, as a view's state is while its key changes.
  useSchedule: () => ({
    data: [day(shared.times)],
    updatedAt: 1,
    refreshing: false,
    stale: false,
    lastError: null,
  }),
}));
vi.mock('../../src/app/live/browsing', () => ({ useDoctors: () => ({ data: [] }) }));
vi.mock('../../src/app/live/clinics', () => ({ useRefresh: () => async () => ({ ok: true }) }));
vi.mock('../../src/app/live/network', () => ({
  useNetworkReachable: () => true,
  useNetworkFailure: () => null,
}));
vi.mock('../../src/app/live/use-clinic-time-zone', () => ({ useClinicToday: () => DAY }));

beforeAll(async () => {
  await initI18n('ru');
});
afterEach(cleanup);

it('offers the visit’s own span, as its own times for the range say, and a picked one is moved to', async () => {
  const ownTimes = vi.fn(async () => ({
    ok: true as const,
    value: [day(['09:00', '09:15', '10:00', '10:15', '11:00'])],
  }));
  const move = vi.fn(async () => ({ ok: false as const, error: { kind: 'offline' as const, errors: {} } }));
  render(
    <FluentProvider theme={webLightTheme}>
      <MoveDialog
        target={{ clinicId: 1, doctorId: DOCTOR, serviceId: null, date: DAY, time: '10:00' }}
        current="14 января, 10:00"
        describe={(date, time) => `${date} ${time}`}
        move={move as never}
        ownTimes={ownTimes}
        onMoved={() => undefined}
        onClose={() => undefined}
      />
    </FluentProvider>,
  );
  const own = await screen.findByTestId(`slot-${DAY}-10:15`);
  expect(ownTimes).toHaveBeenCalledWith({ clinicId: 1, doctorIds: [DOCTOR], serviceId: null, date: DAY });
  // The visit's present start is its own too, but moving there would change nothing: not offered.
  expect(screen.queryByTestId(`slot-${DAY}-10:00`)).toBeNull();
  expect(screen.queryByTestId(`slot-${DAY}-10:30`)).toBeNull();
  expect(screen.queryByTestId(`slot-${DAY}-10:45`)).toBeNull();
  fireEvent.click(own);
  fireEvent.click(screen.getByTestId('move-confirm'));
  await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
  expect(move.mock.calls[0]).toMatchObject([{ date: DAY, time: '10:15' }]);
});

it('asks for its own times again when the shared times change without a fetch (a booking in another tab)', async () => {
  shared.times = ['09:00', '09:15', '11:00'];
  const ownTimes = vi.fn(async () => ({
    ok: true as const,
    value: [day(['09:00', '09:15', '10:15', ...shared.times.filter((time) => time === '11:00')])],
  }));
  // A new element each time, so a rerender renders the dialog again.
  const dialog = () => (
    <FluentProvider theme={webLightTheme}>
      <MoveDialog
        target={{ clinicId: 1, doctorId: DOCTOR, serviceId: null, date: DAY, time: '10:00' }}
        current="14 января, 10:00"
        describe={(date, time) => `${date} ${time}`}
        move={vi.fn() as never}
        ownTimes={ownTimes}
        onMoved={() => undefined}
        onClose={() => undefined}
      />
    </FluentProvider>
  );
  const { rerender } = render(dialog());
  await screen.findByTestId(`slot-${DAY}-11:00`);
  // Renders with the same shared times ask nothing more.
  rerender(dialog());
  rerender(dialog());
  expect(ownTimes).toHaveBeenCalledTimes(1);
  // Another tab booked 11:00: the stored range lost it, and the dialog's own times follow.
  shared.times = ['09:00', '09:15'];
  rerender(dialog());
  await waitFor(() => expect(ownTimes).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.queryByTestId(`slot-${DAY}-11:00`)).toBeNull());
});
