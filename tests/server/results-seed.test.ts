import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTokens } from '../../server/auth/sessions';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoNetwork } from '../../server/seed';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';
import { readCyrillicFont, transliterate } from '../../server/seed/demo-pdf';
import { PNG_SIGNATURE } from '../../server/seed/demo-png';
import { seedDemoResults } from '../../server/seed/demo-results';
import { listServiceResults, parseWith, type ServiceResult } from '../../src/api';
import { DIALECTS, openTestApp, openTestDatabase, type TestApp } from './harness';
import { pdfText } from './results-pdf-text';

describe.each(DIALECTS)('demo service results on %s', (dialect) => {
  let t: TestApp;
  /** Per demo login, its clients in position order with a live token each. */
  let logins: { phone: string; clients: { clientId: number; token: string }[] }[];
  beforeAll(async () => {
    t = await openTestApp(dialect);
    logins = [];
    for (const account of DEMO_ACCOUNTS) {
      const rows = await t.db
        .selectFrom('users')
        .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
        .select(['users.id as userId', 'user_clients.client_id as clientId'])
        .where('users.phone', '=', account.phone)
        .orderBy('user_clients.position')
        .execute();
      const clients = [];
      for (const row of rows) {
        clients.push({
          clientId: row.clientId,
          token: (await issueTokens(t.db, Date.now(), row)).accessToken,
        });
      }
      logins.push({ phone: account.phone, clients });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, token: string) =>
    t.app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  const resultsOf = async (token: string): Promise<ServiceResult[]> => {
    const res = await get('/clients/service-results?offset=0&limit=100', token);
    expect(res.status).toBe(200);
    return parseWith(listServiceResults.answer, await res.json(), 'test');
  };

  it('gives every demo client a history of past months, the login owners a full one', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const oldest = new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10);
    for (const login of logins) {
      for (const [position, client] of login.clients.entries()) {
        const results = await resultsOf(client.token);
        if (position === 0) expect(results.length).toBeGreaterThanOrEqual(8);
        else expect(results.length).toBeGreaterThanOrEqual(3);
        for (const result of results) {
          expect(result.date <= today && result.date >= oldest).toBe(true);
        }
      }
    }
    expect(logins.map((login) => login.clients.length)).toEqual([3, 1]);
  });

  it('holds a complex result with parts, single and several files, and real PNGs and PDFs', async () => {
    const token = logins[0]?.clients[0]?.token ?? '';
    const results = await resultsOf(token);
    const complex = results.find((result) => result.kind === 6);
    expect(complex?.children.length).toBeGreaterThanOrEqual(2);
    expect(complex?.children.length).toBeLessThanOrEqual(3);
    expect(complex?.children.every((child) => child.complexId === complex.id)).toBe(true);

    const single = results.find((result) => result.attachments.length === 1 && !result.hasProtocols);
    expect(single?.meta).toMatchObject({ filesCount: 1, multipleFiles: false, attachmentsAvailable: true });
    const image = await get(`/clients/service/attachment/${single?.attachments[0]?.id}`, token);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);

    expect(results.some((result) => result.meta.multipleFiles && result.attachments.length > 1)).toBe(true);
    expect(results.some((result) => result.state === 1)).toBe(true);
    expect(results.some((result) => result.attachments.some((file) => file.title === 'attached file'))).toBe(
      true,
    );

    const withPdf = [...results, ...(complex?.children ?? [])].filter((result) =>
      result.protocols.some((protocol) => protocol.hasPdf),
    );
    expect(withPdf.length).toBeGreaterThanOrEqual(4);
    for (const result of withPdf) {
      const res = await get(`/clients/service/protocol/${result.protocolId}`, token);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(result.title);
      // The title in the page's text: Cyrillic with DejaVu Sans, transliterated where the system lacks it.
      const text = await pdfText(bytes);
      expect(text).toContain(readCyrillicFont() ? result.title : transliterate(result.title));
      if (result.title === 'Общий анализ крови') {
        expect(text).toContain(readCyrillicFont() ? 'Гемоглобин' : 'Gemoglobin');
      }
    }
  });

  it("keeps one demo patient's files from another", async () => {
    const anna = logins[0]?.clients[0]?.token ?? '';
    const igor = logins[1]?.clients[0]?.token ?? '';
    const file = (await resultsOf(igor)).find((result) => result.attachments.length > 0)?.attachments[0];
    expect(file).toBeDefined();
    expect((await get(`/clients/service/attachment/${file?.id}`, igor)).status).toBe(200);
    expect((await get(`/clients/service/attachment/${file?.id}`, anna)).status).toBe(404);
  });

  it('changes nothing on a second start', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('service_results')
          .select(t.db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    expect(await seedDemoResults(t.db)).toBe(false);
    await seedDemoNetwork(t.db);
    expect(Number(await count())).toBe(before);
  });

  it('writes no results without the demo accounts (production)', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await migrateToLatest(other.db, dialect);
      await seedDemoNetwork(other.db, { demoAccounts: false });
      expect(await other.db.selectFrom('service_results').select('id').execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the PDF fallback without a Cyrillic font', () => {
  it.each([
    ['Общий анализ крови', 'Obshchiy analiz krovi'],
    ['Щитовидная железа: ТТГ 1,9', 'Shchitovidnaya zheleza: TTG 1,9'],
    ['Ёж №1', 'Ezh ?1'],
  ])('transliterates %j', (input, expected) => {
    expect(transliterate(input)).toBe(expected);
  });
});
