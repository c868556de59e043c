// @vitest-environment jsdom
/**
 * The waitlist's join dialog, opened from the schedule's offer, stays open with what the patient chose
 * while the days on screen change under it (the worker's answer arriving after the page's own data, a
 * refresh after a booking): the offer drawn from the new days is another, and drawing it in the open
 * one's place closed the dialog the patient had just opened. Once the dialog is closed, the offer
 * follows the days again. The schedule itself is replaced by one that hands the test's days on: its
 * own rendering has its tests (schedule-widget.test.tsx); what is under test is what the booking panel
 * does with the days it is told.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduleDay } from '../../src/api/booking';
import { initI18n } from '../../src/app/i18n';
import BookingSchedule from '../../src/app/screens/booking/BookingSchedule';
import type { ScheduleProps } from '../../src/app/screens/booking/Schedule';
import { loggedIn } from '../../src/app/state/session';

const shown = vi.hoisted(() => ({ days: [] as unknown[], listeners: new Set<() => void>() }));

vi.mock('../../src/app/live/clinics', () => ({ useRefresh: () => async () => undefined }));
vi.mock('../../src/app/live/waitlist', () => ({ waitlistCommands: { join: vi.fn() } }));
vi.mock('../../src/app/screens/booking/Schedule', () => {
  return {
    Schedule: ({ onDays }: ScheduleProps) => {
      const [days, setDays] = useState(shown.days as ScheduleDay[]);
      useEffect(() => {
        const follow = () => setDays(shown.days as ScheduleDay[]);
        shown.listeners.add(follow);
        return () => void shown.listeners.delete(follow);
      }, []);
      // As the real schedule does: told when the days change, not on every render.
      useEffect(() => onDays?.(days, '2030-01-14'), [onDays, days]);
      return null;
    },
  };
});

/** The days the schedule shows from now on, as a worker's answer would change them. */
function showDays(days: ScheduleDay[]): void {
  shown.days = days;
  act(() => {
    for (const listener of shown.listeners) listener();
  });
}

const DOCTOR = 5;
const day = (date: string, times: string[]): ScheduleDay => ({
  date,
  recordingPoints: Object.fromEntries(times.map((time) => [time, [DOCTOR]])),
});

beforeAll(async () => {
  await initI18n('ru');
});
afterEach(() => {
  cleanup();
  loggedIn.value = false;
});

describe('the waitlist offer under a schedule whose days change', () => {
  it('keeps the open dialog and its chosen day; the offer follows the days once it is closed', async () => {
    loggedIn.value = true;
    shown.days = [
      day('2030-01-14', ['09:00']),
      day('2030-01-15', []),
      day('2030-01-16', ['10:00']),
      day('2030-01-17', ['11:00']),
    ];
    render(
      <FluentProvider theme={webLightTheme}>
        <BookingSchedule clinicId={1} doctorIds={[DOCTOR]} serviceId={null} namesFor={() => []} />
      </FluentProvider>,
    );
    const ask = await screen.findByTestId('waitlist-ask');
    expect(ask.textContent).toContain('15 января');
    const opener = ask.querySelector('button') as HTMLButtonElement;
    fireEvent.click(opener);
    const field = (await screen.findByTestId('waitlist-last-date')) as HTMLInputElement;
    expect(field.value).toBe('2030-01-16');
    fireEvent.change(field, { target: { value: '2030-01-17' } });

    // The 16th's only time goes: the offer these days make is another (up to the 17th, for the 16th).
    showDays([
      day('2030-01-14', ['09:00']),
      day('2030-01-15', []),
      day('2030-01-16', []),
      day('2030-01-17', ['11:00']),
    ]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByTestId('waitlist-dialog')).toBeTruthy();
    expect((screen.getByTestId('waitlist-last-date') as HTMLInputElement).value).toBe('2030-01-17');

    // Found by waiting: on a loaded machine the dialog's parts may still be arriving.
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByTestId('waitlist-dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('waitlist-ask').textContent).toContain('16 января'));
    // The same button, so the focus the closing dialog gives back has somewhere to go.
    expect(screen.getByTestId('waitlist-ask').querySelector('button')).toBe(opener);
  });
});
