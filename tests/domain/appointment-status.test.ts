import { describe, expect, it } from 'vitest';
import { AppointmentStatus } from '../../src/api/booking';
import {
  STATUS,
  feedbackAvailable,
  feedbackRouteKey,
  isActive,
  isCancellable,
  linkChoices,
  movedChangeUntil,
  noticeClosed,
  statusLabel,
  statusString,
} from '../../src/domain/appointment-status';

const today = '2026-11-24';

describe('status strings and labels', () => {
  it('the wire contract’s numbers are the domain’s, one definition', () => {
    expect(AppointmentStatus).toBe(STATUS);
  });

  it.each([
    [1, 'approved', 'approved'],
    [2, 'need_approval', 'need_approval'],
    [3, 'billed', 'approved'],
    [4, 'canceled_by_client', 'canceled_by_client'],
    [5, 'failed', 'failed'],
    [6, 'arrived', 'approved'],
    [7, 'serviced', 'serviced'],
    [8, 'paid', 'serviced'],
    [9, 'confirmed_by_administrator', 'confirmed_by_administrator'],
    [0, null, null],
    [10, null, null],
  ])('status %i → %s, label %s', (status, text, label) => {
    expect(statusString(status)).toBe(text);
    expect(statusLabel(status)).toBe(label);
  });
});

describe('what a status allows', () => {
  it.each([
    // status, date, cancellable, active
    [2, today, true, true],
    [9, '2026-12-01', true, true],
    [1, today, true, true],
    [1, '2026-11-23', false, false],
    [6, today, false, true],
    [3, today, false, true],
    [7, today, false, false],
    [8, '2026-12-01', false, false],
    [4, '2026-12-01', false, false],
    [5, today, false, false],
  ])('status %i on %s: cancellable %s, active %s', (status, date, cancellable, active) => {
    expect(isCancellable({ status, date }, today)).toBe(cancellable);
    expect(isActive({ status, date }, today)).toBe(active);
  });

  it.each([
    // status, a confirmation link offers Confirm, Cancel
    [2, true, true],
    [9, true, true],
    [1, false, true],
    [4, false, false],
    [5, false, false],
    [6, false, false],
    [3, false, false],
    [7, false, false],
    [8, false, false],
  ])('status %i by a confirmation link: Confirm %s, Cancel %s', (status, confirm, cancel) => {
    expect(linkChoices(status)).toEqual({ confirm, cancel });
  });

  it.each([
    [7, 'abc', true],
    [8, 'abc', true],
    [1, 'abc', false],
    [7, null, false],
    [7, undefined, false],
    [7, 42, false],
  ])('feedback for status %i with key %o: %s', (status, feedbackKey, available) => {
    expect(feedbackAvailable({ status, feedbackKey })).toBe(available);
  });

  it('offers no feedback once it was sent', () => {
    expect(feedbackAvailable({ status: STATUS.SERVICED, feedbackKey: 'abc', feedbackGiven: false })).toBe(
      true,
    );
    expect(feedbackAvailable({ status: STATUS.SERVICED, feedbackKey: 'abc', feedbackGiven: true })).toBe(
      false,
    );
    expect(feedbackAvailable({ status: STATUS.PAID, feedbackKey: 'abc', feedbackGiven: true })).toBe(false);
  });
});

describe('the feedback route key: feedbackKey reversed, then base64-decoded', () => {
  const encode = (key: string) => [...btoa(key)].reverse().join('');
  it.each(['Ab3+/xYz9Q', 'Zz9=abcd12', 'ключ-ок'])('%s round-trips', (key) => {
    const wire =
      key === 'ключ-ок' ? [...Buffer.from(key).toString('base64')].reverse().join('') : encode(key);
    expect(feedbackRouteKey(wire)).toBe(key);
  });

  it.each(['***', 'abc', '=abc', '//8='])('%s does not decode to a key', (wire) => {
    expect(feedbackRouteKey(wire)).toBeNull();
  });
});

describe('the notice deadline after a move', () => {
  const before = { date: '2026-03-10', time: '10:00', changeUntil: '2026-03-09 10:00' };

  it('keeps the same notice before the new start, so a move into the notice closes the choices', () => {
    const after = { date: '2026-03-05', time: '09:00' };
    const changeUntil = movedChangeUntil(before, after, 'Europe/Moscow');
    expect(changeUntil).toBe('2026-03-04 09:00');
    expect(noticeClosed({ ...after, changeUntil }, '2026-03-04 12:00')).toBe(true);
    expect(noticeClosed({ ...after, changeUntil }, '2026-03-04 08:59')).toBe(false);
  });

  it('across a change of the clocks, by the real time between them', () => {
    const berlin = { date: '2026-03-30', time: '12:00', changeUntil: '2026-03-29 12:00' };
    expect(movedChangeUntil(berlin, { date: '2026-03-29', time: '12:00' }, 'Europe/Berlin')).toBe(
      '2026-03-28 11:00',
    );
  });

  it('with no notice (the deadline at the start), the new start', () => {
    const open = { date: '2026-03-10', time: '10:00', changeUntil: '2026-03-10 10:00' };
    expect(movedChangeUntil(open, { date: '2026-03-12', time: '15:30' }, 'Europe/Moscow')).toBe(
      '2026-03-12 15:30',
    );
  });
});
