/** The seed's demo links work through the API, on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_KEY_PATTERN } from '../../src/api';
import { demoLinks } from '../../server/seed/demo-links';
import { DIALECTS, openTestApp, type TestApp } from './harness';

describe.each(DIALECTS)('demo links on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, body: unknown) =>
    t.app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const keyOf = (path: string | undefined) => decodeURIComponent(path?.split('/')[2] ?? '');

  it('has one working link of each kind', async () => {
    const links = await demoLinks(t.db);
    expect(Object.keys(links).sort()).toEqual(['call', 'confirmation', 'feedback', 'short link']);
    for (const path of Object.values(links)) expect(keyOf(path)).toMatch(LINK_KEY_PATTERN);

    const now = new Date();
    const lookup = await t.app.request(
      `/api/clients/appointment-by-client-access-key?clientAccessKey=${keyOf(links.confirmation)}` +
        `&date=${now.toISOString().slice(0, 10)}&time=00:00`,
    );
    expect(lookup.status).toBe(200);
    const feedback = await post('/clients/feedback', { key: keyOf(links.feedback) });
    expect(feedback.status).toBe(200);
    const redirect = await post('/short_links/fetch-redirect-url', { key: keyOf(links['short link']) });
    expect(await redirect.json()).toEqual({ url: links.feedback });
    // The call key is one the server issued with a demo appointment: its room is answered.
    const room = await post('/clients/video-room', { key: keyOf(links.call) });
    expect(room.status).toBe(200);
  });
});
