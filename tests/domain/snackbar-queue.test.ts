import { describe, expect, it } from 'vitest';
import {
  MAX_SNACKBARS,
  pushSnackbar,
  removeSnackbar,
  SNACKBAR_TIMEOUT_MS,
} from '../../src/domain/snackbar-queue';

const item = (id: string) => ({ id });

describe('snackbar queue', () => {
  it('keeps at most 2, newest first, dropping the oldest', () => {
    expect(MAX_SNACKBARS).toBe(2);
    expect(SNACKBAR_TIMEOUT_MS).toBe(5000);
    let queue = pushSnackbar([], item('a'));
    expect(queue).toEqual([item('a')]);
    queue = pushSnackbar(queue, item('b'));
    expect(queue).toEqual([item('b'), item('a')]);
    queue = pushSnackbar(queue, item('c'));
    expect(queue).toEqual([item('c'), item('b')]);
    queue = pushSnackbar(queue, item('d'));
    expect(queue).toEqual([item('d'), item('c')]);
  });

  it('removes by id and leaves the rest in order', () => {
    expect(removeSnackbar([item('b'), item('a')], 'b')).toEqual([item('a')]);
    expect(removeSnackbar([item('b'), item('a')], 'x')).toEqual([item('b'), item('a')]);
  });

  it('does not change its input', () => {
    const queue = [item('a')];
    pushSnackbar(queue, item('b'));
    expect(queue).toEqual([item('a')]);
  });
});
