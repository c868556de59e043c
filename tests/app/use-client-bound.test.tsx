// @vitest-environment jsdom
/**
 * A dialog's visit belongs to the client signed in when it opened: a switch made in another tab (or a
 * logout) closes it, where it stayed open and its confirm acted under the next client's login.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useClientBound } from '../../src/app/common/use-client-bound';
import { currentClient } from '../../src/app/state/session';

const signIn = (id: number | null) =>
  act(() => {
    currentClient.value = id === null ? null : { id, fullName: `Клиент ${id}` };
  });

beforeEach(() => {
  currentClient.value = { id: 1, fullName: 'Клиент 1' };
});
afterEach(() => {
  cleanup();
  currentClient.value = null;
});

it('reads as unset once another client is signed in, and stays so when the first comes back', async () => {
  const { result } = renderHook(() => useClientBound<{ id: number }>());
  act(() => result.current[1]({ id: 11 }));
  expect(result.current[0]).toEqual({ id: 11 });
  await signIn(2);
  expect(result.current[0]).toBeNull();
  // Opened again for the second client: theirs.
  act(() => result.current[1]({ id: 22 }));
  expect(result.current[0]).toEqual({ id: 22 });
  await signIn(null);
  expect(result.current[0]).toBeNull();
  await signIn(2);
  expect(result.current[0]).toBeNull();
});

it('keeps its value while the same client stays signed in', async () => {
  const { result } = renderHook(() => useClientBound<string>());
  act(() => result.current[1]('open'));
  await signIn(1);
  expect(result.current[0]).toBe('open');
  act(() => result.current[1](null));
  expect(result.current[0]).toBeNull();
});
