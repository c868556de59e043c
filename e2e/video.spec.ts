/**
 * The video consultation in a real browser, with the video-conference service played by a local HTTPS
 * stand-in (e2e/video-stand-in.ts) named as the configuration's video-conference host: the demo call
 * link (a key the server issued with a demo appointment) opens the room the server names for it, never
 * named by the key, in Russian, with the reduced toolbar, no branding and the server's password for that
 * room, its frame is allowed by the page's policy, the script loads once, and the room goes when the
 * screen is left. Offline or with the script blocked, the screen says so and its retry opens the room.
 */
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { roomName, roomPassword, VIDEO_ROOM_SECRET_KEY } from '../server/links/video-room';
import { demoLinkPath } from './demo-link';
import { expect, type RunningServer, test, updateConfiguration } from './harness';
import { startVideoStandIn, type VideoStandIn } from './video-stand-in';

// The stand-in's certificate is self-signed.
test.use({ ignoreHTTPSErrors: true });

interface RoomRecord {
  domain: string;
  options: {
    roomName: string;
    lang: string;
    configOverwrite: { defaultLanguage: string; toolbarButtons: string[] };
    interfaceConfigOverwrite: Record<string, unknown> & { TOOLBAR_BUTTONS: string[] };
  };
  inParent: boolean;
  events: string[];
  commands: unknown[][];
  disposed: boolean;
}

// The specification's toolbar, written here on its own rather than imported: a changed list in the app fails.
const TOOLBAR = [
  'fullscreen',
  'microphone',
  'camera',
  'closedcaptions',
  'desktop',
  'fodeviceselection',
  'hangup',
  'profile',
  'chat',
  'etherpad',
  'settings',
  'videoquality',
  'filmstrip',
  'invite',
  'stats',
  'shortcuts',
  'tileview',
  'e2ee',
];

let video: VideoStandIn;
test.beforeEach(async () => {
  video = await startVideoStandIn();
});
test.afterEach(async () => {
  await video.stop();
});

/** Points the network's configuration at the stand-in and waits until the server serves it. */
async function useStandIn(server: RunningServer): Promise<void> {
  updateConfiguration(server, { videoConferenceDomain: video.domain });
  await expect
    .poll(async () => {
      const response = await fetch(`${server.url}/api/configuration`);
      return ((await response.json()) as { videoConferenceDomain: string }).videoConferenceDomain;
    })
    .toBe(video.domain);
}

/** The room the server names for `key`, and its password, from the secret it keeps in the database. */
function storedRoom(server: RunningServer, key: string): { name: string; password: string } {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    const row = db.prepare('select value from settings where key = ?').get(VIDEO_ROOM_SECRET_KEY) as {
      value: string;
    };
    const secret = JSON.parse(row.value) as string;
    return { name: roomName(secret, key), password: roomPassword(secret, key) };
  } finally {
    db.close();
  }
}

/** The demo call link's path and key. */
async function demoCall(server: RunningServer): Promise<{ path: string; key: string }> {
  const path = await demoLinkPath(server, 'call');
  return { path, key: decodeURIComponent(path.split('/')[2] ?? '') };
}

const rooms = (page: Page) =>
  page.evaluate(() => (window as { __fakeVideo?: { rooms: unknown[] } }).__fakeVideo?.rooms ?? []) as Promise<
    RoomRecord[]
  >;

/** A navigation inside the app (no page load), as following a link in it would be. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test("the room: the server's name for it, Russian, reduced toolbar, no branding, its password; disposed on leaving", async ({
  page,
  server,
}) => {
  await useStandIn(server);
  const { path: callPath, key } = await demoCall(server);
  await page.goto(`${server.url}${callPath}`);
  await expect(page.getByTestId('header-title')).toHaveText('Консультация специалиста');
  // The service's frame shows: the page's policy lets this host frame in. It is named for a screen
  // reader (the service leaves it without a title).
  await expect(page.frameLocator('[data-testid="call-room"] iframe').locator('#stand-in-room')).toBeVisible();
  await expect(page.locator('[data-testid="call-room"] iframe')).toHaveAttribute(
    'title',
    'Видеоконсультация',
  );

  const [room] = await rooms(page);
  expect(room?.domain).toBe(video.domain);
  expect(room?.inParent).toBe(true);
  // The server's name for the room: the video service never sees the link's key.
  const stored = storedRoom(server, key);
  expect(room?.options.roomName).toBe(stored.name);
  expect(room?.options.roomName.toLowerCase()).not.toContain(key.toLowerCase());
  expect(room?.options.lang).toBe('ru');
  expect(room?.options.configOverwrite.defaultLanguage).toBe('ru');
  expect(room?.options.configOverwrite.toolbarButtons).toEqual(TOOLBAR);
  expect(room?.options.interfaceConfigOverwrite.TOOLBAR_BUTTONS).toEqual(TOOLBAR);
  expect(room?.options.interfaceConfigOverwrite).toMatchObject({
    SHOW_JITSI_WATERMARK: false,
    SHOW_WATERMARK_FOR_GUESTS: false,
    SHOW_BRAND_WATERMARK: false,
    SHOW_POWERED_BY: false,
  });
  // The password is the server's for this room, given when the room is joined or asks for it.
  expect(room?.events).toEqual(expect.arrayContaining(['videoConferenceJoined', 'passwordRequired']));
  expect(room?.commands).toEqual([]);
  await page.evaluate(() =>
    (window as { __fakeVideo?: { emit(e: string): void } }).__fakeVideo?.emit('videoConferenceJoined'),
  );
  const { password } = stored;
  expect((await rooms(page))[0]?.commands).toEqual([['password', password]]);
  expect(JSON.stringify(room)).not.toContain(password);

  // Leaving the screen disposes of the room.
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(`${server.url}/`);
  expect((await rooms(page))[0]?.disposed).toBe(true);

  // Back to a call: a new room, from the script already loaded.
  await navigateInApp(page, callPath);
  await expect(page.frameLocator('[data-testid="call-room"] iframe').locator('#stand-in-room')).toBeVisible();
  expect(await rooms(page)).toHaveLength(2);
  expect(await page.evaluate(() => (window as { __fakeVideo?: { loads: number } }).__fakeVideo?.loads)).toBe(
    1,
  );
  expect(video.scriptRequests()).toBe(1);

  // Hanging up ends on the start page, the room disposed of.
  await page.evaluate(() =>
    (window as { __fakeVideo?: { emit(e: string): void } }).__fakeVideo?.emit('readyToClose'),
  );
  await expect(page).toHaveURL(`${server.url}/`);
  expect((await rooms(page))[1]?.disposed).toBe(true);
});

test('offline or with the script blocked: a message and a retry that opens the room', async ({
  page,
  context,
  server,
}) => {
  await useStandIn(server);
  const { path: callPath } = await demoCall(server);
  // A network that blocks the service's host.
  const script = `https://${video.domain}/external_api.js`;
  await page.route(script, (route) => route.abort('blockedbyclient'));
  await page.goto(`${server.url}${callPath}`);
  const failed = page.getByTestId('call-failed');
  await expect(failed.getByRole('alert')).toHaveText(/не отвечает или заблокирован/);
  const retry = page.getByRole('button', { name: 'Попробовать снова' });
  await expect(retry).toBeVisible();
  await expect(page.getByTestId('call-room')).toBeHidden();
  // The message and its retry pass the automated accessibility rules (names, roles, contrast).
  const audit = await new AxeBuilder({ page }).include('[data-testid="call"]').analyze();
  expect(
    audit.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);

  // Offline as the page sees it (the script cannot be fetched, navigator.onLine is false): the retry
  // fails again, says why, and keeps the focus on itself.
  await page.unroute(script);
  await context.setOffline(true);
  await retry.click();
  await expect(failed.getByRole('alert')).toHaveText(/Нет подключения к интернету/);
  await expect(retry).toBeFocused();

  // Back online: the retry opens the room and takes the focus there.
  await context.setOffline(false);
  await retry.click();
  await expect(page.frameLocator('[data-testid="call-room"] iframe').locator('#stand-in-room')).toBeVisible();
  await expect(page.getByTestId('call-failed')).toHaveCount(0);
  await expect(page.getByTestId('call-room')).toBeFocused();
  expect(video.scriptRequests()).toBe(1);
});
