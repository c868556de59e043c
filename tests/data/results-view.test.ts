/**
 * The client's service results inside the data worker (fake-indexeddb, the real in-process server with
 * the demo results): pages with the session's token, a complex result with its parts, files downloaded
 * as bytes through the session (never stored), another client's file refused, and the pages wiped at
 * logout.
 */
import { expect, test } from 'vitest';
import { COMPLEX_RESULT_KIND } from '../../src/api/results';
import { FAMILY, SINGLE } from './support/session';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const page = { view: 'resultPage', params: { offset: 0, limit: 50 } } as const;
const PNG = [0x89, 0x50, 0x4e, 0x47];

test('results, a complex one with parts, and its files as bytes; another client’s file is refused', async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const list = await watch(api, page);
  const loaded = await list.until((state) => settled(state) && (state.data?.length ?? 0) > 0, 'results');
  const results = loaded.data!;
  const complex = results.find((result) => result.kind === COMPLEX_RESULT_KIND);
  expect(complex?.children.length).toBeGreaterThan(1);

  const withImage = [...results, ...results.flatMap((result) => result.children)].find((result) =>
    result.attachments.some((file) => file.mimeType === 'image/png'),
  )!;
  const image = withImage.attachments.find((file) => file.mimeType === 'image/png')!;
  const downloaded = await api.downloadResultFile({ kind: 'attachment', id: image.id });
  expect(downloaded.ok).toBe(true);
  if (!downloaded.ok) return;
  expect([...new Uint8Array(downloaded.value.bytes).slice(0, 4)]).toEqual(PNG);
  expect(downloaded.value.contentType).toBe('image/png');

  const withPdf = results.find((result) => result.protocols.some((protocol) => protocol.hasPdf))!;
  const pdf = await api.downloadResultFile({ kind: 'protocol', id: withPdf.protocols[0]!.id });
  expect(pdf.ok && new TextDecoder().decode(pdf.value.bytes.slice(0, 5))).toBe('%PDF-');

  await api.logout({});
  await list.until((state) => state.data === null, 'wiped at logout');
  expect((await api.login(SINGLE)).ok).toBe(true);
  const refused = await api.downloadResultFile({ kind: 'attachment', id: image.id });
  expect(refused.ok).toBe(false);
});

test('offline, a page size never stored (the window turned) reads its rows from the pages stored at another size', async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const all = await (await watch(api, page)).until(
    (state) => settled(state) && (state.data?.length ?? 0) > 0,
  );
  const ids = all.data!.map((result) => result.id);
  expect(ids.length).toBeGreaterThanOrEqual(6);
  for (const offset of [0, 4])
    await (await watch(api, { view: 'resultPage', params: { offset, limit: 4 } })).until(settled);

  world.network.mode = 'offline';
  const shown = async (offset: number, limit: number) =>
    (
      await (
        await watch(api, { view: 'resultPage', params: { offset, limit } })
      ).until((state) => state.data !== null, `the rows at ${offset} of ${limit}`)
    ).data!.map((result) => result.id);
  expect(await shown(0, 3)).toEqual(ids.slice(0, 3));
  expect(await shown(3, 3)).toEqual(ids.slice(3, 6));
});
