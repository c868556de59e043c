/**
 * Logout leaves nothing of the client on the device. A client logs in, opens the appointments, the
 * results and a result file; every IndexedDB database (every store and record), every Cache Storage
 * cache and local and session storage then hold that client's name, phone, appointments and results
 * (which shows the search finds them), and after logout none of it is anywhere. The offline queue's
 * database holds requests waiting for their own client's next login: the first test leaves it out, the
 * second reads it too and finds no access token in any record after a logout with a cancel waiting.
 * The third logs out with no network, so the logout itself waits in the queue, and tries every string
 * any IndexedDB record then holds as a refresh token: none is one, and the server refuses each.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { findOnDevice, readDeviceStorage, storedStrings } from './device-storage';
import { expect, type RunningServer, test } from './harness';
import { behindProxy, countsOf, openLoggedIn, queuedCancel } from './offline-support';
import { hooks, signIn, signOut } from './shell-support';

test.use({ serviceWorkers: 'allow' });

const FAMILY = '79990000001';
/** The demo client's own data and its linked clients' names (server/seed/demo-accounts.ts). */
const PERSONAL = [FAMILY, 'Соколова', 'Викторовна', 'anna.sokolova@example.ru', '1988-04-12', 'Белова'];
/** What only a stored appointment and a stored result hold (src/api/appointments.ts, results.ts). */
const RECORDS = ['"doctor":{"fullName"', '"attachmentsAvailable"'];

async function openEverything(page: Page, url: string): Promise<Buffer> {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(url);
  await signIn(page, FAMILY);
  await page.goto(`${url}/appointments`);
  await hooks(page);
  await expect(page.getByTestId('appointment-row').first()).toBeVisible();
  await page.goto(`${url}/service-results`);
  await expect(page.getByTestId('result-row').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-testid="result-open"][data-action="download"]').first().click(),
  ]);
  return readFileSync((await download.path())!);
}

test('after logout no IndexedDB record, cache or web storage holds the client’s name, phone, appointments or results', async ({
  page,
  server,
}) => {
  const file = await openEverything(page, server.url);
  expect(file.length).toBeGreaterThan(8);

  const before = await readDeviceStorage(page);
  const found = findOnDevice(before, [...PERSONAL, ...RECORDS]);
  for (const needle of [...PERSONAL, ...RECORDS]) {
    expect(
      found.some((place) => place.startsWith(`${needle} in `)),
      `${needle} before logout`,
    ).toBe(true);
  }
  expect(Object.keys(before.caches).some((name) => name.startsWith('priyom-private:'))).toBe(true);

  await signOut(page);

  const after = await readDeviceStorage(page);
  expect(findOnDevice(after, [...PERSONAL, ...RECORDS])).toEqual([]);
  expect(Object.keys(after.caches).filter((name) => name.startsWith('priyom-private:'))).toEqual([]);
  // The token mirror is empty: the service worker finds no one to act for.
  expect(after.indexedDB['priyom-session/tokens']).toBe('[]');
});

test('a cancel waiting at logout leaves no access token on the device: the queue keeps no Authorization', async ({
  page,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    await queuedCancel(page, proxy, server);
    const before = await readDeviceStorage(page, { withQueue: true });
    const [mirrored] = JSON.parse(before.indexedDB['priyom-session/tokens'] ?? '[]') as Array<{
      accessToken?: string;
    }>;
    const token = mirrored?.accessToken ?? '';
    expect(token.length, 'the token mirror holds the pair before logout').toBeGreaterThan(16);
    // The queue is read: the waiting cancel is there.
    expect(findOnDevice(before, ['/clients/cancel-appointment'])).toContain(
      '/clients/cancel-appointment in indexedDB priyom-offline-actions/actions',
    );

    await signOut(page);

    const after = await readDeviceStorage(page, { withQueue: true });
    expect(findOnDevice(after, ['/clients/cancel-appointment'])).toContain(
      '/clients/cancel-appointment in indexedDB priyom-offline-actions/actions',
    );
    expect(findOnDevice(after, [token])).toEqual([]);
    // Scripts in the caches spell the header's name; no stored record may.
    expect(findOnDevice({ ...after, caches: {} }, ['"authorization"', 'Bearer '])).toEqual([]);
  });
});

/** Which of `texts` are refresh tokens the server issued (current, rotated or revoked alike). */
function issuedRefreshTokens(server: RunningServer, texts: readonly string[]): string[] {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    const issued = db.prepare('SELECT 1 FROM refresh_tokens WHERE token_hash = ?');
    return texts.filter(
      (text) => issued.get(createHash('sha256').update(text).digest('base64url')) !== undefined,
    );
  } finally {
    db.close();
  }
}

test('a logout made offline leaves no IndexedDB record that renews the session; back online, it ends it', async ({
  page,
  server,
}) => {
  await behindProxy(server, async (proxy) => {
    await openLoggedIn(page, proxy);
    const before = storedStrings(await readDeviceStorage(page, { withQueue: true }));
    expect(issuedRefreshTokens(server, before).length, 'the refresh token is found while logged in').toBe(1);

    proxy.cut();
    await signOut(page);
    await expect
      .poll(async () => findOnDevice(await readDeviceStorage(page, { withQueue: true }), ['/auth/logout']))
      .toContain('/auth/logout in indexedDB priyom-offline-actions/actions');

    const after = storedStrings(await readDeviceStorage(page, { withQueue: true }));
    expect(issuedRefreshTokens(server, after)).toEqual([]);
    for (const text of after) {
      const answer = await fetch(`${server.url}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: text }),
      });
      expect(answer.status, text).not.toBe(200);
    }
    expect(countsOf(server).liveTokens).toBe(1);

    proxy.restore();
    await expect.poll(() => countsOf(server).liveTokens, { timeout: 20_000 }).toBe(0);
  });
});
