/**
 * The video consultation on both dialects: call keys issued by the server with their appointment; a
 * call link's room (its name and password derived per key from a secret that never leaves the server,
 * the same across instances and restarts, the name giving the key back to no one) only for a key the
 * server issued and whose appointment stands; and the page's Content-Security-Policy naming exactly the
 * configured video-conference host for scripts and frames.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentStatus as S, errorKeys, LINK_KEY_PATTERN, linkErrorKeys } from '../../src/api';
import { createApp } from '../../server/app';
import { roomName, roomPassword, VIDEO_ROOM_SECRET_KEY } from '../../server/links/video-room';
import { CONFIGURATION_KEY } from '../../server/settings/configuration-store';
import { T0 } from './booking-kit';
import { DIALECTS, requestApi, silentLogger } from './harness';
import { type LinksTest, LOOKUP_LIMIT, openLinksTest } from './links-kit';

const ROOM = '/clients/video-room';
const SECRET = 'a-configured-secret-of-at-least-32-characters';
const NOT_FOUND = { unexpectedErrors: [], formErrors: [errorKeys.notFound] };

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
    createApp({
      db: t.db,
      staticDir: t.staticDir,
      logger: silentLogger(),
      booking: { now: () => t.clock.now },
      links: { videoRoomSecret, now: () => t.clock.now },
    });
  /** A new booking's id and call key. */
  const booked = async () => {
    const { id } = await t.bookAny();
    const row = await t.db
      .selectFrom('appointments')
      .select(['call_key', 'call_key_expires_at', 'client_access_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, ...row, key: row.call_key as string };
  };
  const storedSecret = async () => {
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', VIDEO_ROOM_SECRET_KEY)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.value) as string;
  };

  it('issues each booking its own call key, apart from its confirmation key, until an hour after it ends', async () => {
    t.clock.now = T0;
    const first = await booked();
    const second = await booked();
    expect(first.key).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(first.key).toMatch(LINK_KEY_PATTERN);
    expect(first.key).not.toBe(first.client_access_key);
    expect(second.key).not.toBe(first.key);
    // Wednesday 09:00 in Moscow is 06:00 UTC; the slot lasts 30 minutes, the call an hour more.
    expect(first.call_key_expires_at).toBe('2030-01-09T07:30:00.000Z');
  });

  it('answers the room of an issued key, the same from every instance, its name apart from the key', async () => {
    t.clock.now = T0;
    const { key } = await booked();
    const first = await t.send('POST', ROOM, { key });
    expect(first.status).toBe(200);
    const { room, password } = first.body as { room: string; password: string };
    expect(room).toMatch(/^[a-z0-9]{32}$/);
    expect(room.toLowerCase()).not.toContain(key.toLowerCase());
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const secret = await storedSecret();
    expect(first.body).toEqual({ room: roomName(secret, key), password: roomPassword(secret, key) });
    expect((await requestApi(instance(), 'POST', ROOM, { body: { key } })).body).toEqual(first.body);
    const other = (await t.send('POST', ROOM, { key: (await booked()).key })).body as {
      room: string;
      password: string;
    };
    expect(other.room).not.toBe(room);
    expect(other.password).not.toBe(password);
    expect(first.res.headers.get('cache-control')).toBe('no-store');
  });

  it('derives from VIDEO_ROOM_SECRET when it is set', async () => {
    t.clock.now = T0;
    const { key } = await booked();
    const reply = await requestApi(instance(SECRET), 'POST', ROOM, { body: { key } });
    expect(reply.body).toEqual({ room: roomName(SECRET, key), password: roomPassword(SECRET, key) });
  });

  it('a key the server never issued is a 404, a wrong one alike; a malformed one a 400', async () => {
    t.clock.now = T0;
    const { key } = await booked();
    const unknown = await t.send('POST', ROOM, { key: 'Ab3+/xYz9=' });
    expect([unknown.status, unknown.body]).toEqual([404, NOT_FOUND]);
    const wrong = await t.send('POST', ROOM, { key: `${key.slice(0, 9)}${key.endsWith('A') ? 'B' : 'A'}` });
    expect([wrong.status, wrong.body]).toEqual([404, NOT_FOUND]);
    for (const bad of ['short', 'Ab3+/xYz9==', 'Ab3+/xY z9', 12]) {
      expect((await t.send('POST', ROOM, { key: bad })).status).toBe(400);
    }
  });

  it('a cancelled, removed or past appointment opens no room: 410', async () => {
    t.clock.now = T0;
    const outdated = { unexpectedErrors: [], formErrors: [linkErrorKeys.outdated] };
    const cancelled = await booked();
    await t.db
      .updateTable('appointments')
      .set({ status: S.CANCELED_BY_CLIENT })
      .where('id', '=', cancelled.id)
      .execute();
    const removed = await booked();
    await t.db
      .updateTable('appointments')
      .set({ deleted_at: new Date(T0).toISOString() })
      .where('id', '=', removed.id)
      .execute();
    for (const { key } of [cancelled, removed]) {
      const reply = await t.send('POST', ROOM, { key });
      expect([reply.status, reply.body]).toEqual([410, outdated]);
    }
    const past = await booked();
    t.clock.now = Date.parse(past.call_key_expires_at as string) - 1;
    expect((await t.send('POST', ROOM, { key: past.key })).status).toBe(200);
    t.clock.now += 1;
    expect((await t.send('POST', ROOM, { key: past.key })).status).toBe(410);
    t.clock.now = T0;
  });

  it('keys that name nothing count against the per-address limit; a room answered does not', async () => {
    t.clock.now = T0 + 7200_000;
    const { key } = await booked();
    for (let sent = 0; sent <= LOOKUP_LIMIT; sent += 1) {
      expect((await t.send('POST', ROOM, { key }, { address: 'guesser' })).status).toBe(200);
    }
    for (let sent = 0; sent < LOOKUP_LIMIT; sent += 1) {
      expect((await t.send('POST', ROOM, { key: 'Zz9Zz9Zz9Z' }, { address: 'guesser' })).status).toBe(404);
    }
    expect((await t.send('POST', ROOM, { key: 'Zz9Zz9Zz9Z' }, { address: 'guesser' })).status).toBe(429);
    t.clock.now = T0;
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
