// @vitest-environment jsdom
/**
 * The waitlist offer's snackbar (jsdom, a fake waitlist view): it lasts like any message snackbar and
 * is announced once per offer — not again on a page load — and it closes at once when the offer leaves
 * the view (booked or declined in any tab).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import WaitlistNotice from '../../src/app/screens/waitlist/WaitlistNotice';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { SNACKBAR_TIMEOUT_MS } from '../../src/domain/snackbar-queue';

const fake = vi.hoisted(() => ({ entries: [] as unknown[] }));
vi.mock('../../src/app/live/waitlist', () => ({
  useWaitlist: () => ({ data: fake.entries, updatedAt: 1, stale: false, refreshing: false, lastError: null }),
}));

const REQUEST = {
  id: 7,
  clinicId: 1,
  doctorId: 3,
  serviceId: null,
  doctorFullName: 'Иванов Иван',
  lastDate: '2030-01-10',
  createdAt: '2030-01-07T06:00:00.000Z',
};
const offer = (seenAt: number) => ({
  key: 'Abc123xyzQ',
  requestId: 7,
  clinicId: 1,
  doctorId: 3,
  serviceId: null,
  doctorFullName: 'Иванов Иван',
  date: '2030-01-09',
  time: '09:30',
  // The hold runs 15 minutes: the snackbar must not.
  heldUntil: new Date(seenAt + 15 * 60_000).toISOString(),
  seenAt,
});

afterEach(() => {
  cleanup();
  clearSnackbars();
});

test('one snackbar per offer, as long as a message snackbar, not again on a page load', () => {
  fake.entries = [{ ...REQUEST, offer: offer(Date.now()) }];
  const page = render(<WaitlistNotice />);
  expect(snackbars.value).toHaveLength(1);
  expect(snackbars.value[0]?.timeoutMs ?? SNACKBAR_TIMEOUT_MS).toBeLessThanOrEqual(SNACKBAR_TIMEOUT_MS);

  // A page load a minute later: the offer is still held (and marked on the appointments screen).
  page.unmount();
  clearSnackbars();
  fake.entries = [{ ...REQUEST, offer: offer(Date.now() - 60_000) }];
  render(<WaitlistNotice />);
  expect(snackbars.value).toHaveLength(0);
});

test('booked or declined elsewhere: the snackbar closes at once', () => {
  fake.entries = [{ ...REQUEST, offer: offer(Date.now()) }];
  const page = render(<WaitlistNotice />);
  expect(snackbars.value).toHaveLength(1);
  fake.entries = [{ ...REQUEST, offer: null }];
  act(() => page.rerender(<WaitlistNotice />));
  expect(snackbars.value).toHaveLength(0);
});
