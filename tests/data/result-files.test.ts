/**
 * Result files kept for offline reading (src/data/records/private-files.ts) inside the data worker with
 * the in-process server: a file opened once opens again with the network gone, from the login's own
 * private cache and with the time it was kept; a failure the server answered is not papered over;
 * logout deletes the kept files, and another login's name never reaches them.
 */
import { expect, test } from 'vitest';
import type { ServiceResult } from '../../src/api/results';
import { privateCacheName } from '../../src/data/account/private-caches';
import { keptFile } from '../../src/data/records/private-files';
import { createFakeCaches } from './support/fake-caches';
import { FAMILY } from './support/session';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const page = { view: 'resultPage', params: { offset: 0, limit: 50 } } as const;

test('a file opened once opens offline from the login’s private cache; logout deletes it', async () => {
  const caches = createFakeCaches();
  const { api } = world.worker({ caches });
  expect((await api.login(FAMILY)).ok).toBe(true);
  const list = await watch(api, page);
  const loaded = await list.until((state) => settled(state) && (state.data?.length ?? 0) > 0, 'results');
  const all = (loaded.data as ServiceResult[]).flatMap((result) => [result, ...result.children]);
  const image = all.flatMap((result) => result.attachments).find((file) => file.mimeType === 'image/png')!;
  const file = { kind: 'attachment', id: image.id } as const;

  world.network.mode = 'offline';
  expect((await api.downloadResultFile(file)).ok).toBe(false); // never opened: nothing kept
  world.network.mode = 'online';
  const online = await api.downloadResultFile(file);
  expect(online.ok && online.value.storedAt).toBe(null);

  world.clock.t += 60_000;
  for (const mode of ['offline', 'down'] as const) {
    world.network.mode = mode;
    const offline = await api.downloadResultFile(file);
    expect(offline.ok, mode).toBe(true);
    if (!offline.ok || !online.ok) return;
    expect([...new Uint8Array(offline.value.bytes)]).toEqual([...new Uint8Array(online.value.bytes)]);
    expect(offline.value.contentType).toBe('image/png');
    expect(offline.value.fileName).toBe(online.value.fileName);
    expect(offline.value.storedAt).toBe(world.clock.t - 60_000);
  }

  world.network.mode = 'online';
  const [name] = caches.names();
  expect(name).toMatch(/^priyom-private:result-files:/);
  // Another login's cache name is another cache: nothing of this one is read through it.
  expect(await keptFile(caches, 'another-login', file)).toBeNull();
  expect(caches.names()).toEqual([name]);

  await api.logout({});
  expect(caches.names()).toEqual([]);
  expect(await keptFile(caches, name!.slice(privateCacheName('result-files', '').length), file)).toBeNull();
});

test('a file whose copy cannot be kept (the device full) still reaches the patient', async () => {
  const caches = createFakeCaches();
  const full = {
    ...caches,
    async open(name: string) {
      const cache = await caches.open(name);
      return {
        ...cache,
        put: async () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      };
    },
  };
  const { api } = world.worker({ caches: full });
  expect((await api.login(FAMILY)).ok).toBe(true);
  const list = await watch(api, page);
  const loaded = await list.until((state) => settled(state) && (state.data?.length ?? 0) > 0, 'results');
  const all = (loaded.data as ServiceResult[]).flatMap((result) => [result, ...result.children]);
  const attachment = all.flatMap((result) => result.attachments)[0]!;
  const got = await api.downloadResultFile({ kind: 'attachment', id: attachment.id });
  expect(got.ok).toBe(true);
  expect(got.ok && got.value.bytes.byteLength).toBeGreaterThan(0);
});
