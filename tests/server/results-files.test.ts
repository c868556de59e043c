import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolPdf } from '../../server/seed/demo-pdf';
import { demoPng, PNG_SIGNATURE } from '../../server/seed/demo-png';
import { listRelatedProtocols, parseWith } from '../../src/api';
import { DIALECTS } from './harness';
import { pdfText } from './results-pdf-text';
import {
  insertAttachment,
  insertProtocol,
  insertResult,
  lists,
  openResultsTest,
  type ResultsTest,
} from './results-kit';

const NOT_FOUND = lists({ formErrors: ['errors.basis.not_found'] });
const BAD_INPUT = lists({ formErrors: ['errors.basis.invalid_input'] });
const UNAUTHORIZED = lists({ formErrors: ['errors.basis.unauthorized'] });
const TITLE = 'Общий анализ крови';

describe.each(DIALECTS)('service result files on %s', (dialect) => {
  let t: ResultsTest;
  let me: { token: string };
  const ids: Record<string, number> = {};
  let pdf: Uint8Array;
  let png: Buffer;
  beforeAll(async () => {
    t = await openResultsTest(dialect);
    const mine = await t.newClient();
    me = mine;
    const other = await t.newClient();
    // Latin fallback (no font file): the test must not depend on DejaVu being installed.
    pdf = await protocolPdf(
      {
        clinic: 'Clinic',
        title: TITLE,
        date: '05.01.2030',
        executor: 'Lebedeva',
        values: [['Гемоглобин', '136']],
      },
      null,
      new Date('2030-01-05T09:00:00Z'),
    );
    png = demoPng(32, 24, 90);
    ids.result = await insertResult(t.db, { clientId: mine.clientId, date: '2030-01-05', title: TITLE });
    ids.protocol = await insertProtocol(t.db, ids.result, TITLE, pdf);
    ids.draft = await insertProtocol(t.db, ids.result, 'Черновик', null);
    ids.second = await insertProtocol(t.db, ids.result, '', pdf);
    ids.image = await insertAttachment(t.db, ids.result, 'Снимок: "грудная клетка"', 'image/png', png);
    ids.bare = await insertAttachment(t.db, ids.result, '', null, Buffer.from([0, 1, 2, 255]));
    ids.long = await insertAttachment(
      t.db,
      ids.result,
      'Я'.repeat(300),
      'text/html',
      Buffer.from('<b>x</b>'),
    );
    ids.theirs = await insertResult(t.db, { clientId: other.clientId, date: '2030-01-05', title: 'Чужой' });
    ids.theirProtocol = await insertProtocol(t.db, ids.theirs, 'Чужой', pdf);
    ids.theirFile = await insertAttachment(t.db, ids.theirs, 'Чужой', 'image/png', png);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, token: string = me.token) => t.request(path, token);

  it("lists a result's protocols that have a PDF", async () => {
    const res = await get(`/clients/service/related-protocols/${ids.result}`);
    expect(res.status).toBe(200);
    expect(parseWith(listRelatedProtocols.answer, res.body, 'test')).toEqual([
      { id: ids.protocol, title: TITLE },
      { id: ids.second, title: 'attached file' },
    ]);
  });

  it('sends a protocol as a PDF that holds its title, never cached', async () => {
    const res = await get(`/clients/service/protocol/${ids.protocol}`);
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toBe('application/pdf');
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    expect(res.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.res.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(res.res.headers.get('content-disposition')).toBe(
      `attachment; filename="_____ ______ _____.pdf"; filename*=UTF-8''${encodeURIComponent(`${TITLE}.pdf`)}`,
    );
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.getTitle()).toBe(TITLE);
    expect(doc.getPageCount()).toBe(1);
    // Without a Cyrillic font the text is in Latin letters.
    const text = await pdfText(res.bytes);
    expect(text).toContain('Obshchiy analiz krovi');
    expect(text).toContain('Gemoglobin');
  });

  it('sends an attachment with its type, its defaults and a sanitised name cut to 240 bytes', async () => {
    const image = await get(`/clients/service/attachment/${ids.image}`);
    expect(image.status).toBe(200);
    expect(image.bytes.equals(png)).toBe(true);
    expect(image.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(image.res.headers.get('content-type')).toBe('image/png');
    expect(image.res.headers.get('cache-control')).toBe('no-store');
    expect(image.res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Снимок грудная клетка.png')}`,
    );

    const bare = await get(`/clients/service/attachment/${ids.bare}`);
    expect(bare.res.headers.get('content-type')).toBe('application/octet-stream');
    expect(bare.res.headers.get('content-disposition')).toBe('attachment; filename="attached file"');
    expect([...bare.bytes]).toEqual([0, 1, 2, 255]);

    const long = await get(`/clients/service/attachment/${ids.long}`);
    const name = decodeURIComponent(
      /filename\*=UTF-8''(.+)$/.exec(long.res.headers.get('content-disposition') ?? '')?.[1] ?? '',
    );
    expect(name).toBe('Я'.repeat(120));
    expect(Buffer.byteLength(name)).toBe(240);
    // Whatever a clinic stored, opened directly it runs nothing as the portal.
    expect(long.res.headers.get('content-security-policy')).toContain('sandbox');
    expect(long.res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers 404 for another client's result, protocol and attachment, and for unknown ids", async () => {
    for (const path of [
      `/clients/service/related-protocols/${ids.theirs}`,
      `/clients/service/protocol/${ids.theirProtocol}`,
      `/clients/service/attachment/${ids.theirFile}`,
      `/clients/service/protocol/${ids.draft}`,
      '/clients/service/related-protocols/999999',
      '/clients/service/protocol/999999',
      '/clients/service/attachment/999999',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('answers 404 for the downloads whose configuration flag is off', async () => {
    try {
      await t.setFlags({ serviceProtocolsAvailable: false });
      expect((await get(`/clients/service/protocol/${ids.protocol}`)).status).toBe(404);
      expect((await get(`/clients/service/related-protocols/${ids.result}`)).status).toBe(404);
      expect((await get(`/clients/service/attachment/${ids.image}`)).status).toBe(200);
      await t.setFlags({ serviceAttachmentsAvailable: false });
      expect((await get(`/clients/service/attachment/${ids.image}`)).body).toEqual(NOT_FOUND);
      expect((await get(`/clients/service/protocol/${ids.protocol}`)).status).toBe(200);
      await t.setFlags({ serviceResultsAvailable: false });
      expect((await get(`/clients/service/protocol/${ids.protocol}`)).status).toBe(404);
      expect((await get(`/clients/service/attachment/${ids.image}`)).status).toBe(404);
    } finally {
      await t.setFlags({});
    }
  });

  it('needs a live access token', async () => {
    for (const path of [
      `/clients/service/related-protocols/${ids.result}`,
      `/clients/service/protocol/${ids.protocol}`,
      `/clients/service/attachment/${ids.image}`,
    ]) {
      for (const token of ['', 'expired-or-unknown']) {
        const res = await get(path, token);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHORIZED);
      }
    }
  });

  it.each(['abc', '0', '-1', '1.5', '01', '9999999999', '%20'])('answers 400 for the id %j', async (id) => {
    for (const call of ['related-protocols', 'protocol', 'attachment']) {
      const res = await get(`/clients/service/${call}/${id}`);
      expect([call, res.status]).toEqual([call, 400]);
      expect(res.body).toEqual(BAD_INPUT);
    }
  });
});
