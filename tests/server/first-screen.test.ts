/**
 * index.html carries the start page's clinics (src/api/first-screen-embed.ts), safely escaped; the other
 * pages a part of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClinics, parseWith } from '../../src/api';
import {
  decodeFirstScreen,
  encodeFirstScreen,
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_PLACEHOLDER,
  type FirstScreen,
  firstScreenFor,
} from '../../src/api/first-screen-embed';
import { DIALECTS, openTestApp, type TestApp } from './harness';

function embedded(page: string): string | null {
  const match = new RegExp(
    `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(page);
  return match?.[1] ?? null;
}

describe('the first-screen codec', () => {
  it('escapes what could end the script element and reads back the same value', () => {
    const clinic = parseWith(listClinics.answer, { clinics: [] }, 'test');
    const text = encodeFirstScreen({ at: 5, clinics: clinic.clinics });
    expect(decodeFirstScreen(text)).toEqual({ at: 5, clinics: [] });
  });

  it('a network of one clinic gets its whole list everywhere; others the start page alone', () => {
    const clinic = (id: number) => ({ id }) as FirstScreen['clinics'][number];
    const one: FirstScreen = { at: 1, clinics: [clinic(7)] };
    expect(firstScreenFor('/profile', one)).toBe(one);
    const many: FirstScreen = { at: 1, clinics: [clinic(7), clinic(8), clinic(12)] };
    expect(firstScreenFor('/', many)).toBe(many);
    expect(firstScreenFor('/clinic/12/doctor/3', many)).toEqual({ at: 1, clinics: [clinic(12)], count: 3 });
    expect(firstScreenFor('/clinic/1', many)).toEqual({ at: 1, clinics: [], count: 3 });
    expect(firstScreenFor('/clinic/123/menu', many)).toEqual({ at: 1, clinics: [], count: 3 });
    expect(firstScreenFor('/clinics/8', many)).toEqual({ at: 1, clinics: [], count: 3 });
  });

  it.each([
    ['missing', null],
    ['the placeholder', FIRST_SCREEN_PLACEHOLDER],
    ['not JSON', '{at:'],
    ['not the contract shape', '{"at":-1,"clinics":[]}'],
    ['clinics without their fields', '{"at":1,"clinics":[{"id":1}]}'],
  ])('reads %s as nothing', (_label, text) => {
    expect(decodeFirstScreen(text)).toBeNull();
  });
});

describe.each(DIALECTS)('index.html with the first screen on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pageFirstScreen = async (path: string) =>
    decodeFirstScreen(
      embedded(await (await t.app.request(path, { headers: { accept: 'text/html' } })).text()),
    );
  const listed = async () =>
    parseWith(listClinics.answer, await (await t.app.request('/api/clinics/list')).json(), 'test').clinics;

  it('the start page embeds the same clinics /api/clinics/list answers, with when they were read', async () => {
    const before = Date.now();
    const first = await pageFirstScreen('/');
    const clinics = await listed();
    expect(clinics.length).toBeGreaterThan(1);
    expect(first?.clinics).toEqual(clinics);
    expect(first?.count).toBeUndefined();
    expect(first?.at).toBeGreaterThan(before - 5000);
    expect(first?.at).toBeLessThanOrEqual(Date.now());
  });

  it('a clinic’s pages embed that clinic and the network’s size; other pages only the size', async () => {
    const clinics = await listed();
    const second = clinics[1]!;
    for (const path of [
      `/clinic/${second.id}/menu`,
      `/clinic/${second.id}/doctors`,
      `/clinic/${second.id}`,
    ]) {
      const first = await pageFirstScreen(path);
      expect(first?.clinics, path).toEqual([second]);
      expect(first?.count, path).toBe(clinics.length);
    }
    for (const path of ['/profile', '/authorization', '/clinic/999999/menu']) {
      const first = await pageFirstScreen(path);
      expect(first?.clinics, path).toEqual([]);
      expect(first?.count, path).toBe(clinics.length);
    }
  });

  it('a clinic title with markup cannot break out of the script element', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const [row] = await t.db.selectFrom('clinics').select(['id', 'title']).orderBy('id').limit(1).execute();
    await t.db.updateTable('clinics').set({ title: hostile }).where('id', '=', row!.id).execute();
    try {
      // The app reuses a read of the list for up to 2 s.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const page = await (await t.app.request('/')).text();
      expect(page.match(/<\/script>/g)?.length).toBe(page.match(/<script/g)?.length);
      expect(page).not.toContain('alert(1)</script>');
      expect(decodeFirstScreen(embedded(page))?.clinics[0]?.title).toBe(hostile);
    } finally {
      await t.db.updateTable('clinics').set({ title: row!.title }).where('id', '=', row!.id).execute();
    }
  });
});
