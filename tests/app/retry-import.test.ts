import { describe, expect, it } from 'vitest';
import { importWithRetry } from '../../src/app/routes/retry-import';

const noWait = () => Promise.resolve();

describe('importWithRetry', () => {
  it('answers with the first import that succeeds', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: 'part' };
    };
    await expect(importWithRetry(load, [1, 1], noWait)).resolves.toEqual({ default: 'part' });
    expect(calls).toBe(3);
  });

  it('throws the last error after one try and one per delay', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new TypeError(`failed ${calls}`);
    };
    await expect(importWithRetry(load, [1, 1], noWait)).rejects.toThrow('failed 3');
    expect(calls).toBe(3);
  });

  it('waits the given delays between tries', async () => {
    const waited: number[] = [];
    const load = async () => {
      throw new Error('down');
    };
    await expect(
      importWithRetry(load, [250, 1000], async (ms) => {
        waited.push(ms);
      }),
    ).rejects.toThrow('down');
    expect(waited).toEqual([250, 1000]);
  });
});
