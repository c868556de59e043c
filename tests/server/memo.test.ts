import { describe, expect, it, vi } from 'vitest';
import { derive, memoize } from '../../server/memo';

describe('memoize', () => {
  it('reads once per ttl and again after it', async () => {
    let clock = 0;
    let reads = 0;
    const memo = memoize(
      async () => ++reads,
      1000,
      () => clock,
    );
    expect(await memo.get()).toBe(1);
    clock = 999;
    expect(await memo.get()).toBe(1);
    clock = 1000;
    expect(await memo.get()).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not remember a failed read', async () => {
    let fail = true;
    const memo = memoize(
      async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      },
      60_000,
      () => 0,
    );
    await expect(memo.get()).rejects.toThrow('database down');
    fail = false;
    await expect(memo.get()).resolves.toBe('ok');
  });

  it('reads again in the second half of the lifetime while serving the old value, never one past it', async () => {
    let clock = 0;
    const pending: ((value: number) => void)[] = [];
    const memo = memoize(
      () => new Promise<number>((resolve) => pending.push(resolve)),
      1000,
      () => clock,
    );
    const first = memo.get();
    pending[0]?.(1);
    expect(await first).toBe(1);
    clock = 400;
    expect(await memo.get()).toBe(1);
    expect(pending).toHaveLength(1);
    // Past half its lifetime: one read starts, the old value is still served without waiting for it.
    clock = 600;
    expect(await memo.get()).toBe(1);
    expect(await memo.get()).toBe(1);
    expect(pending).toHaveLength(2);
    pending[1]?.(2);
    await Promise.resolve();
    expect(await memo.get()).toBe(2);
    // The new value's lifetime counts from its read's start (600): at 1600 it is read anew.
    clock = 1600;
    const late = memo.get();
    expect(pending).toHaveLength(3);
    pending[2]?.(3);
    expect(await late).toBe(3);
  });

  it('a ttl of 0 reads every time', async () => {
    let reads = 0;
    const memo = memoize(async () => ++reads, 0);
    await memo.get();
    await memo.get();
    expect(reads).toBe(2);
  });
});

describe('derive', () => {
  it('maps once per read of its source, not once per call', async () => {
    let clock = 0;
    let reads = 0;
    const source = memoize(
      async () => ({ read: ++reads }),
      1000,
      () => clock,
    );
    const map = vi.fn((value: { read: number }) => `read ${value.read}`);
    const derived = derive(source, map);
    expect(await derived.get()).toBe('read 1');
    expect(await derived.get()).toBe('read 1');
    expect(map).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await derived.get()).toBe('read 2');
    expect(map).toHaveBeenCalledTimes(2);
  });

  it('passes a failed read on and recovers with the next one', async () => {
    let fail = true;
    const source = memoize(
      async () => {
        if (fail) throw new Error('down');
        return 2;
      },
      60_000,
      () => 0,
    );
    const derived = derive(source, (value) => value * 10);
    await expect(derived.get()).rejects.toThrow('down');
    fail = false;
    await expect(derived.get()).resolves.toBe(20);
  });
});
