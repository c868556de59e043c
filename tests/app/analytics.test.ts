import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTER_POLL_ATTEMPTS,
  COUNTER_POLL_INTERVAL_MS,
  detectedCounters,
  resetCountersForTest,
  track,
  watchCounters,
} from '../../src/app/analytics/analytics';

function metrica(ids: number[]) {
  const ym = vi.fn();
  return { ym, Ya: { Metrika2: { counters: () => ids.map((id) => ({ id })) } } };
}

function roistat() {
  const send = vi.fn();
  return { send, roistat: { event: { send } } };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  resetCountersForTest();
});

afterEach(() => {
  resetCountersForTest();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('analytics counters', () => {
  it('sends an event as a goal to every Metrica counter and to Roistat once they are found', () => {
    const m = metrica([11, 22]);
    const r = roistat();
    watchCounters({ ...m, roistat: r.roistat });
    expect(detectedCounters()).toEqual(['ym', 'roistat']);
    track({ name: 'newAppointment', params: { clinicId: 1 } });
    expect(m.ym.mock.calls).toEqual([
      [11, 'reachGoal', 'newAppointment', { clinicId: 1 }],
      [22, 'reachGoal', 'newAppointment', { clinicId: 1 }],
    ]);
    expect(r.send).toHaveBeenCalledWith('newAppointment', { clinicId: 1 });
  });

  it('looks every 1024 ms; a counter that appears late gets the events that waited for it', () => {
    const host: Record<string, unknown> = {};
    watchCounters(host);
    track({ name: 'mobileAppSignIn' });
    const r = roistat();
    vi.advanceTimersByTime(COUNTER_POLL_INTERVAL_MS * 3 - 1);
    host.roistat = r.roistat;
    expect(r.send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(detectedCounters()).toEqual(['roistat']);
    expect(r.send).toHaveBeenCalledExactlyOnceWith('mobileAppSignIn', {});
    track({ name: 'later' });
    expect(r.send).toHaveBeenLastCalledWith('later', {});
  });

  it('stops looking after 8 attempts: a counter that comes later is not used', () => {
    const host: Record<string, unknown> = {};
    watchCounters(host);
    track({ name: 'early' });
    vi.advanceTimersByTime(COUNTER_POLL_INTERVAL_MS * COUNTER_POLL_ATTEMPTS);
    const r = roistat();
    host.roistat = r.roistat;
    vi.advanceTimersByTime(COUNTER_POLL_INTERVAL_MS * 4);
    track({ name: 'after' });
    expect(detectedCounters()).toEqual([]);
    expect(r.send).not.toHaveBeenCalled();
  });

  it('a Metrica tag without counters yet is looked for again; a throwing counter breaks nothing', () => {
    const ids: number[] = [];
    const ym = vi.fn(() => {
      throw new Error('counter down');
    });
    const host = { ym, Ya: { Metrika2: { counters: () => ids.map((id) => ({ id })) } } };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    watchCounters(host);
    expect(detectedCounters()).toEqual([]);
    ids.push(7);
    vi.advanceTimersByTime(COUNTER_POLL_INTERVAL_MS);
    expect(detectedCounters()).toEqual(['ym']);
    expect(() => track({ name: 'x' })).not.toThrow();
    expect(ym).toHaveBeenCalledWith(7, 'reachGoal', 'x', {});
  });
});
