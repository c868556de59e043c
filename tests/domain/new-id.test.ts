import { afterEach, expect, test, vi } from 'vitest';
import { newId } from '../../src/domain/new-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a version 4 UUID from crypto.randomUUID, a new one each time', () => {
  const ids = new Set(Array.from({ length: 100 }, newId));
  expect(ids.size).toBe(100);
  for (const id of ids) expect(id).toMatch(UUID_V4);
});

test('without crypto.randomUUID (plain HTTP) the same shape from crypto.getRandomValues', () => {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', {
    getRandomValues: <T extends Uint8Array>(array: T) => real.getRandomValues(array),
  });
  const ids = new Set(Array.from({ length: 100 }, newId));
  expect(ids.size).toBe(100);
  for (const id of ids) expect(id).toMatch(UUID_V4);
});
