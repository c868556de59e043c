/**
 * The per-address allowance of the calls by key, on both dialects: another site cannot spend it (a
 * cross-site request is refused before it is counted, reads included, which an <img> on any page can
 * send), and a patient using their own link does not spend it either: only keys that name nothing count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentStatus as S, errorKeys, GENERIC_UNEXPECTED_ERROR } from '../../src/api';
import { MONDAY, T0 } from './booking-kit';
import { DIALECTS } from './harness';
import { type LinksTest, LOOKUP_LIMIT, openLinksTest } from './links-kit';

const LOOKUP = '/clients/appointment-by-client-access-key';
const UNKNOWN = 'Zz9Zz9Zz9Z';
/** What another site's page makes a browser send: an <img> (no Origin), or a fetch naming its origin. */
const FOREIGN: readonly Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example' },
];

describe.each(DIALECTS)('the link allowance on %s', (dialect) => {
  let t: LinksTest;
  beforeAll(async () => {
    t = await openLinksTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const lookupPath = (key: string) => `${LOOKUP}?clientAccessKey=${key}&date=${MONDAY}&time=09:00`;

  it("another site's requests are refused before they are counted: the visitor's own link still answers", async () => {
    t.clock.now = T0;
    const key = (await t.bookAny()).client_access_key as string;
    const address = 'office-nat';
    // More than the hour's allowance, as 65 <img> tags on another site's page would send.
    for (let sent = 0; sent < LOOKUP_LIMIT + 25; sent++) {
      const headers = FOREIGN[sent % FOREIGN.length] as Record<string, string>;
      const reply = await t.send('GET', lookupPath(sent % 2 ? key : UNKNOWN), undefined, {
        address,
        headers,
      });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] });
    }
    for (const path of ['/waitlist/offer?key=Zz9Zz9Zz9Z', lookupPath(UNKNOWN)]) {
      const headers = { 'sec-fetch-site': 'cross-site' };
      expect((await t.send('GET', path, undefined, { address, headers })).status).toBe(403);
    }
    const own = await t.send('GET', lookupPath(key), undefined, {
      address,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    // The key rides in the query string (the contract's GET): no cache along the way keeps the answer.
    expect(own.res.headers.get('cache-control')).toBe('no-store');
    // Nothing of the allowance went: a whole hour's worth of misses is still to be had.
    for (let sent = 0; sent < LOOKUP_LIMIT; sent++) {
      expect((await t.send('GET', lookupPath(UNKNOWN), undefined, { address })).status).toBe(404);
    }
    expect((await t.send('GET', lookupPath(UNKNOWN), undefined, { address })).status).toBe(429);
  });

  it('a key that names something is not counted; a key that names nothing is', async () => {
    t.clock.now = T0 + 3600_000;
    const row = await t.bookAny();
    const key = row.client_access_key as string;
    const address = 'clinic-office';
    // Opening one's own link again and again, confirming it, asking twice: never the allowance.
    for (let sent = 0; sent < LOOKUP_LIMIT + 10; sent++) {
      expect((await t.send('GET', lookupPath(key), undefined, { address })).status).toBe(200);
    }
    const confirm = { clientAccessKey: key, status: S.APPROVED };
    expect(
      (await t.send('POST', '/clients/confirm-appointment-using-client-access-key', confirm, { address }))
        .status,
    ).toBe(200);
    // Misses count: the allowance's last one still answers, the next is refused.
    for (let sent = 0; sent < LOOKUP_LIMIT; sent++) {
      expect((await t.send('POST', '/clients/feedback', { key: UNKNOWN }, { address })).status).toBe(404);
    }
    const refused = await t.send('POST', '/short_links/fetch-redirect-url', { key: UNKNOWN }, { address });
    expect([refused.status, refused.body]).toEqual([
      429,
      { unexpectedErrors: [], formErrors: [errorKeys.tooManyRequests] },
    ]);
    // At the limit a hit is refused too, or a guesser would still tell hits (answered) from misses (429).
    expect((await t.send('GET', lookupPath(key), undefined, { address })).status).toBe(429);
    t.clock.now = T0;
  });
});
