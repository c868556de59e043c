import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listServiceResults, parseWith, type ServiceResult } from '../../src/api';
import { BAD_PAGE_QUERIES, DIALECTS } from './harness';
import {
  insertAttachment,
  insertProtocol,
  insertResult,
  lists,
  openResultsTest,
  type ResultsTest,
} from './results-kit';

const BAD_INPUT = lists({ formErrors: ['errors.basis.invalid_input'] });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const PDF = Buffer.from('%PDF-1.7 test');

describe.each(DIALECTS)('service results list on %s', (dialect) => {
  let t: ResultsTest;
  let me: { clientId: number; token: string };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await openResultsTest(dialect);
    me = await t.newClient();
    const other = await t.newClient();
    const mine = me.clientId;
    ids.blood = await insertResult(t.db, {
      clientId: mine,
      date: '2030-01-05',
      title: 'Общий анализ крови',
      executor: ['Лебедева', 'Ольга', 'Петровна'],
    });
    ids.bloodFile = await insertAttachment(t.db, ids.blood, '   ', null, PNG);
    ids.bloodProtocol = await insertProtocol(t.db, ids.blood, 'Протокол', PDF);
    ids.complex = await insertResult(t.db, {
      clientId: mine,
      date: '2030-01-05',
      title: 'Check-up',
      kind: 6,
    });
    ids.partA = await insertResult(t.db, {
      clientId: mine,
      date: '2030-01-05',
      title: 'Моча',
      complexId: ids.complex,
    });
    ids.partB = await insertResult(t.db, {
      clientId: mine,
      date: '2030-01-05',
      title: 'ЭКГ',
      complexId: ids.complex,
    });
    ids.partBFile = await insertAttachment(t.db, ids.partB, 'ЭКГ', 'image/png', PNG);
    ids.waiting = await insertResult(t.db, { clientId: mine, date: '2030-01-03', title: 'Посев', state: 1 });
    ids.scans = await insertResult(t.db, { clientId: mine, date: '2030-01-01', title: 'МРТ', kind: 3 });
    ids.scan1 = await insertAttachment(t.db, ids.scans, 'Срез 1', 'IMAGE/PNG', PNG);
    ids.scan2 = await insertAttachment(t.db, ids.scans, 'Срез 2', 'not a type', PNG);
    ids.noPdf = await insertProtocol(t.db, ids.scans, '', null);
    ids.others = await insertResult(t.db, { clientId: other.clientId, date: '2030-01-06', title: 'Чужой' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: string, token: string | undefined = me.token) =>
    t.request(`/clients/service-results?${query}`, token);
  const results = async (query: string) =>
    parseWith(listServiceResults.answer, (await page(query)).body, 'test') as ServiceResult[];

  it("lists the client's own top-level results newest date first, every field with its defaults", async () => {
    const res = await page('offset=0&limit=10');
    expect(res.status).toBe(200);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    const list = parseWith(listServiceResults.answer, res.body, 'test');
    // Same date: newest id first; parts are only inside their complex result; the other client's is absent.
    expect(list.map((item) => item.id)).toEqual([ids.complex, ids.blood, ids.waiting, ids.scans]);
    expect(list[1]).toEqual({
      id: ids.blood,
      title: 'Общий анализ крови',
      kind: 1,
      state: 2,
      date: '2030-01-05',
      executor: { surname: 'Лебедева', name: 'Ольга', secondName: 'Петровна' },
      complexId: null,
      children: [],
      attachments: [{ id: ids.bloodFile, title: 'attached file', mimeType: 'application/octet-stream' }],
      protocolId: ids.bloodProtocol,
      protocols: [{ id: ids.bloodProtocol, title: 'Протокол', hasPdf: true }],
      hasProtocols: true,
      meta: {
        formattedDate: '05.01.2030',
        filesCount: 2,
        protocolAvailable: true,
        attachmentsAvailable: true,
        multipleFiles: true,
      },
    });
    expect(list[2]).toMatchObject({
      state: 1,
      executor: null,
      attachments: [],
      protocols: [],
      protocolId: null,
      hasProtocols: false,
      meta: { filesCount: 0, protocolAvailable: false, attachmentsAvailable: false, multipleFiles: false },
    });
  });

  it('gives a complex result (kind 6) its parts as children', async () => {
    const complex = (await results('offset=0&limit=1'))[0];
    expect(complex?.kind).toBe(6);
    expect(complex?.children.map((child) => [child.id, child.complexId, child.title])).toEqual([
      [ids.partA, ids.complex, 'Моча'],
      [ids.partB, ids.complex, 'ЭКГ'],
    ]);
    expect(complex?.children[1]).toMatchObject({
      children: [],
      attachments: [{ id: ids.partBFile, title: 'ЭКГ', mimeType: 'image/png' }],
      meta: { filesCount: 1, attachmentsAvailable: true, multipleFiles: false },
    });
  });

  it('normalises mime types, and a protocol without a PDF is listed but not a file', async () => {
    const scans = (await results('offset=3&limit=1'))[0];
    expect(scans?.attachments).toEqual([
      { id: ids.scan1, title: 'Срез 1', mimeType: 'image/png' },
      { id: ids.scan2, title: 'Срез 2', mimeType: 'application/octet-stream' },
    ]);
    expect(scans).toMatchObject({
      protocols: [{ id: ids.noPdf, title: 'attached file', hasPdf: false }],
      protocolId: ids.noPdf,
      hasProtocols: true,
      meta: { filesCount: 2, protocolAvailable: false, multipleFiles: true },
    });
  });

  it('pages by offset and limit', async () => {
    expect((await results('offset=0&limit=2')).map((item) => item.id)).toEqual([ids.complex, ids.blood]);
    expect((await results('offset=2&limit=2')).map((item) => item.id)).toEqual([ids.waiting, ids.scans]);
    expect(await results('offset=4&limit=2')).toEqual([]);
  });

  it('says in the meta which files the configuration lets the client download', async () => {
    try {
      await t.setFlags({ serviceProtocolsAvailable: false });
      const blood = (await results('offset=1&limit=1'))[0];
      expect(blood?.meta).toMatchObject({
        filesCount: 1,
        protocolAvailable: false,
        attachmentsAvailable: true,
        multipleFiles: false,
      });
      await t.setFlags({ serviceAttachmentsAvailable: false });
      const again = (await results('offset=1&limit=1'))[0];
      expect(again?.meta).toMatchObject({
        filesCount: 1,
        protocolAvailable: true,
        attachmentsAvailable: false,
      });
      await t.setFlags({ serviceResultsAvailable: false });
      const off = await page('offset=0&limit=10');
      expect(off.status).toBe(404);
      expect(off.body).toEqual(lists({ formErrors: ['errors.basis.not_found'] }));
    } finally {
      await t.setFlags({});
    }
  });

  it('needs a live access token', async () => {
    for (const token of ['', 'expired-or-unknown']) {
      const res = await page('offset=0&limit=10', token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(lists({ formErrors: ['errors.basis.unauthorized'] }));
    }
  });

  it.each(BAD_PAGE_QUERIES)('answers 400 in the error-list shape for ?%s', async (query) => {
    const res = await page(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(BAD_INPUT);
  });
});
