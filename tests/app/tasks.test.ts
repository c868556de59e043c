/** The boot's task steps (src/app/tasks.ts): a real new task, and idle work that does run. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from '../../src/app/tasks';

const withScheduler = (value: unknown) => {
  vi.stubGlobal('scheduler', value);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('nextTask', () => {
  it('goes on after the tasks already queued, not in the same task', async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push('queued task'), 0);
    void Promise.resolve().then(() => seen.push('microtask'));
    await nextTask();
    seen.push('after');
    expect(seen).toEqual(['microtask', 'queued task', 'after']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    withScheduler({ yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  it('hands the work to requestIdleCallback with its deadline', () => {
    const requested = vi.fn();
    vi.stubGlobal('requestIdleCallback', requested);
    const work = vi.fn();
    whenIdle(work, 1500);
    expect(requested).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(work).not.toHaveBeenCalled();
    requested.mock.calls[0]?.[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, runs the work a little later', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
