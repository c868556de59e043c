// @vitest-environment jsdom
/**
 * The clinic's today on a screen left open: it turns at the clinic's midnight (checked every minute)
 * and when a tab wakes the next morning, so the schedule and the lists say 'today' of the right day.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useClinicToday } from '../../src/app/live/use-clinic-time-zone';

vi.mock('../../src/app/live/use-configuration', () => ({
  useConfiguration: () => ({ timeZone: 'Asia/Vladivostok' }),
}));

function Today() {
  return <p data-testid="today">{useClinicToday()}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('turns at the clinic’s midnight, not the device’s', async () => {
  // 23:59:30 in Vladivostok (UTC+10): still 30 November there.
  vi.setSystemTime(Date.parse('2026-11-30T13:59:30Z'));
  render(<Today />);
  expect(screen.getByTestId('today').textContent).toBe('2026-11-30');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(60_000);
  });
  expect(screen.getByTestId('today').textContent).toBe('2026-12-01');
});

it('a tab woken the next morning shows the new day at once', async () => {
  vi.setSystemTime(Date.parse('2026-11-30T10:00:00Z'));
  render(<Today />);
  expect(screen.getByTestId('today').textContent).toBe('2026-11-30');
  // Asleep overnight: its timers did not run; it becomes visible.
  vi.setSystemTime(Date.parse('2026-11-30T23:00:00Z'));
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(screen.getByTestId('today').textContent).toBe('2026-12-01');
});
