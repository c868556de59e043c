// @vitest-environment jsdom
/**
 * The video-conference script loader: one script for every room of a page, a failure or a timeout
 * rejects and removes its element so a retry downloads afresh, and a host the policy would not allow is
 * refused without a request. jsdom runs no external scripts, so each test plays the script's outcome.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

type Loader = typeof import('../../src/app/screens/links/video-api');
let loader: Loader;

beforeEach(async () => {
  vi.resetModules();
  loader = await import('../../src/app/screens/links/video-api');
});

afterEach(() => {
  vi.useRealTimers();
  for (const script of document.querySelectorAll('script')) script.remove();
  delete (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI;
});

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')];

test('loads the script once from the configured host and reuses it', async () => {
  const first = loader.loadVideoApi('video.example:8443');
  const second = loader.loadVideoApi('video.example:8443');
  expect(scripts().map((script) => script.src)).toEqual(['https://video.example:8443/external_api.js']);
  class FakeApi {}
  (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI = FakeApi;
  scripts()[0]?.dispatchEvent(new Event('load'));
  expect(await first).toBe(FakeApi);
  expect(await second).toBe(FakeApi);
  expect(await loader.loadVideoApi('video.example:8443')).toBe(FakeApi);
  expect(scripts()).toHaveLength(1);
});

test('a failed script rejects, is removed, and the retry loads a new one', async () => {
  const failed = loader.loadVideoApi('video.example');
  scripts()[0]?.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow(/did not load/);
  expect(scripts()).toHaveLength(0);
  const retry = loader.loadVideoApi('video.example');
  expect(scripts()).toHaveLength(1);
  (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI = class {};
  scripts()[0]?.dispatchEvent(new Event('load'));
  await expect(retry).resolves.toBeTypeOf('function');
});

test('a script that loads without defining the API counts as failed', async () => {
  const loaded = loader.loadVideoApi('video.example');
  scripts()[0]?.dispatchEvent(new Event('load'));
  await expect(loaded).rejects.toThrow(/no JitsiMeetExternalAPI/);
  expect(scripts()).toHaveLength(0);
});

test('a script slower than the timeout rejects and is removed', async () => {
  vi.useFakeTimers();
  const slow = loader.loadVideoApi('video.example');
  const outcome = slow.then(
    () => 'loaded',
    (error: Error) => error.message,
  );
  await vi.advanceTimersByTimeAsync(loader.SCRIPT_TIMEOUT_MS - 1);
  expect(scripts()).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(await outcome).toMatch(/took too long/);
  expect(scripts()).toHaveLength(0);
});

test('a host the page policy would not allow is refused without a request', async () => {
  for (const domain of ['', 'https://video.example', 'video.example/path', 'evil.example"']) {
    await expect(loader.loadVideoApi(domain)).rejects.toThrow(/not a video-conference host/);
  }
  expect(scripts()).toHaveLength(0);
});
