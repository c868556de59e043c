/**
 * The video consultation on both dialects: a call link's room password (derived per key from a secret
 * that never leaves the server, the same across instances and restarts), and the page's
 * Content-Security-Policy naming exactly the configured video-conference host for scripts and frames.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { roomPassword, VIDEO_ROOM_SECRET_KEY } from '../../server/links/video-room';
import { CONFIGURATION_KEY } from '../../server/settings/configuration-store';
import { DIALECTS, requestApi, silentLogger } from './harness';
import { type LinksTest, LOOKUP_LIMIT, openLinksTest } from './links-kit';

const ROOM = '/clients/video-room';
const KEY = 'Ab3+/xYz9=';
const SECRET = 'a-configured-secret-of-at-least-32-characters';

describe.each(DIALECTS)('video rooms on %s', (dialect) => {
  let t: LinksTest;
  beforeAll(async () => {
    t = await openLinksTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Another app over the same database, as a second instance or a restart would be. */
  const instance = (videoRoomSecret?: string) =>
    createApp({ db: t.db, staticDir: t.staticDir, logger: silentLogger(), links: { videoRoomSecret } });

  it('answers a password per key, the same from every instance, kept in the database when not configured', async () => {
    const first = await t.send('POST', ROOM, { key: KEY });
    expect(first.status).toBe(200);
    const { password } = first.body as { password: string };
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const other = await requestApi(instance(), 'POST', ROOM, { body: { key: KEY } });
    expect(other.body).toEqual({ password });
    const stored = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', VIDEO_ROOM_SECRET_KEY)
      .executeTakeFirstOrThrow();
    expect(password).toBe(roomPassword(JSON.parse(stored.value) as string, KEY));
    const another = await t.send('POST', ROOM, { key: 'Zz9Zz9Zz9Z' });
    expect((another.body as { password: string }).password).not.toBe(password);
    expect(first.res.headers.get('cache-control')).toBe('no-store');
  });

  it('derives from VIDEO_ROOM_SECRET when it is set', async () => {
    const reply = await requestApi(instance(SECRET), 'POST', ROOM, { body: { key: KEY } });
    expect(reply.body).toEqual({ password: roomPassword(SECRET, KEY) });
  });

  it('refuses a malformed key with 400; a room answered spends nothing of the per-address limit', async () => {
    for (const key of ['short', 'Ab3+/xYz9==', 'Ab3+/xY z9', 12]) {
      expect((await t.send('POST', ROOM, { key })).status).toBe(400);
    }
    for (let sent = 0; sent <= LOOKUP_LIMIT; sent += 1) {
      expect((await t.send('POST', ROOM, { key: KEY }, { address: 'guesser' })).status).toBe(200);
    }
  });

  it("the call page's policy names exactly the configured host for scripts and frames", async () => {
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', CONFIGURATION_KEY)
      .executeTakeFirstOrThrow();
    const configuration = { ...JSON.parse(row.value), videoConferenceDomain: 'video.clinic.example:8443' };
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify(configuration) })
      .where('key', '=', CONFIGURATION_KEY)
      .execute();
    const res = await instance().request('/call/Ab3%2B%2FxYz9%3D', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    const directives = new Map(
      (res.headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values] as const;
      }),
    );
    const scripts = directives.get('script-src') ?? [];
    // The one script the call page needs, by its exact path: not whatever else that host serves.
    expect(scripts.filter((source) => !source.startsWith("'"))).toEqual([
      'https://video.clinic.example:8443/external_api.js',
    ]);
    expect(directives.get('frame-src')).toEqual(['https://video.clinic.example:8443']);
    expect(res.headers.get('content-security-policy')).not.toContain('meet.jit.si');
  });
});
