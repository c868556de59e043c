// @vitest-environment jsdom
/**
 * The React hooks over the worker API, with the worker running in-process behind a real Comlink
 * channel (tests/data/support/worker.ts) against the real server: the hooks' Comlink.proxy callbacks
 * and every view state cross it as they would from a tab.
 */
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, createElement } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { WorkerApi } from '../../src/data';
import { type TestServer, createNetwork, startServer } from './support/server';
import { type RemoteApi, createClock, startWorker, uniqueDbName } from './support/worker';

const harness = vi.hoisted(() => ({ api: null as unknown }));
vi.mock('../../src/app/live/worker-client', () => ({ getWorkerApi: () => harness.api }));

const { useClinics, useRefresh } = await import('../../src/app/live/clinics');

let server: TestServer;
let close: () => Promise<void>;
const live = new Set<number>();

beforeEach(async () => {
  server = await startServer();
  const worker = startWorker(createNetwork(server.app), { dbName: uniqueDbName(), now: createClock().now });
  close = worker.close;
  // A Comlink remote has no own keys to spread: the stand-in names every call it passes on.
  const remote = worker.api;
  const api = {
    hello: () => remote.hello(),
    attachTab: (...args: Parameters<RemoteApi['attachTab']>) => remote.attachTab(...args),
    refresh: (...args: Parameters<RemoteApi['refresh']>) => remote.refresh(...args),
    adoptFirstScreen: (...args: Parameters<RemoteApi['adoptFirstScreen']>) =>
      remote.adoptFirstScreen(...args),
    adoptFirstPage: (...args: Parameters<RemoteApi['adoptFirstPage']>) => remote.adoptFirstPage(...args),
    watch: async (...args: Parameters<RemoteApi['watch']>) => {
      const id = await remote.watch(...args);
      live.add(id);
      return id;
    },
    unwatch: async ({ id }: { id: number }) => {
      live.delete(id);
      await remote.unwatch({ id });
    },
    login: (...args: Parameters<RemoteApi['login']>) => remote.login(...args),
    register: (...args: Parameters<RemoteApi['register']>) => remote.register(...args),
    sendCode: (...args: Parameters<RemoteApi['sendCode']>) => remote.sendCode(...args),
    checkCode: (...args: Parameters<RemoteApi['checkCode']>) => remote.checkCode(...args),
    recoverPassword: (...args: Parameters<RemoteApi['recoverPassword']>) => remote.recoverPassword(...args),
    changePassword: (...args: Parameters<RemoteApi['changePassword']>) => remote.changePassword(...args),
    changeUser: (...args: Parameters<RemoteApi['changeUser']>) => remote.changeUser(...args),
    logout: (...args: Parameters<RemoteApi['logout']>) => remote.logout(...args),
    bookAppointment: (...args: Parameters<RemoteApi['bookAppointment']>) => remote.bookAppointment(...args),
    closestAppointment: (...args: Parameters<RemoteApi['closestAppointment']>) =>
      remote.closestAppointment(...args),
    cancelAppointment: (...args: Parameters<RemoteApi['cancelAppointment']>) =>
      remote.cancelAppointment(...args),
    downloadResultFile: (...args: Parameters<RemoteApi['downloadResultFile']>) =>
      remote.downloadResultFile(...args),
    appointmentByKey: (...args: Parameters<RemoteApi['appointmentByKey']>) =>
      remote.appointmentByKey(...args),
    confirmByKey: (...args: Parameters<RemoteApi['confirmByKey']>) => remote.confirmByKey(...args),
    moveByKey: (...args: Parameters<RemoteApi['moveByKey']>) => remote.moveByKey(...args),
    feedbackByKey: (...args: Parameters<RemoteApi['feedbackByKey']>) => remote.feedbackByKey(...args),
    createFeedback: (...args: Parameters<RemoteApi['createFeedback']>) => remote.createFeedback(...args),
    shortLinkRedirect: (...args: Parameters<RemoteApi['shortLinkRedirect']>) =>
      remote.shortLinkRedirect(...args),
    moveAppointment: (...args: Parameters<RemoteApi['moveAppointment']>) => remote.moveAppointment(...args),
    moveSchedule: (...args: Parameters<RemoteApi['moveSchedule']>) => remote.moveSchedule(...args),
    moveScheduleByKey: (...args: Parameters<RemoteApi['moveScheduleByKey']>) =>
      remote.moveScheduleByKey(...args),
    videoRoom: (...args: Parameters<RemoteApi['videoRoom']>) => remote.videoRoom(...args),
    joinWaitlist: (...args: Parameters<RemoteApi['joinWaitlist']>) => remote.joinWaitlist(...args),
    leaveWaitlist: (...args: Parameters<RemoteApi['leaveWaitlist']>) => remote.leaveWaitlist(...args),
    waitlistOffer: (...args: Parameters<RemoteApi['waitlistOffer']>) => remote.waitlistOffer(...args),
    acceptOffer: (...args: Parameters<RemoteApi['acceptOffer']>) => remote.acceptOffer(...args),
    declineOffer: (...args: Parameters<RemoteApi['declineOffer']>) => remote.declineOffer(...args),
    takeOverOfflineQueue: (...args: Parameters<RemoteApi['takeOverOfflineQueue']>) =>
      remote.takeOverOfflineQueue(...args),
    sendKeptActions: (...args: Parameters<RemoteApi['sendKeptActions']>) => remote.sendKeptActions(...args),
    dismissQueueReport: (...args: Parameters<RemoteApi['dismissQueueReport']>) =>
      remote.dismissQueueReport(...args),
  } satisfies Record<keyof WorkerApi, unknown>;
  harness.api = api;
});

afterEach(async () => {
  cleanup();
  live.clear();
  await close();
  await server.close();
});

const seen: ReturnType<typeof useClinics>[] = [];
function Probe() {
  seen.push(useClinics());
  return null;
}

test('useClinics: loading state first, then the clinics; StrictMode leaves one watch and unmount none', async () => {
  seen.length = 0;
  const view = render(createElement(StrictMode, null, createElement(Probe)));
  expect(seen[0]).toEqual({ data: null, updatedAt: null, stale: false, refreshing: true, lastError: null });

  // The first load opens the database and reads the server, which on a loaded machine takes close to
  // waitFor's default second.
  await waitFor(
    () => expect(seen.at(-1)).toMatchObject({ refreshing: false, lastError: null, stale: false }),
    { timeout: 10_000 },
  );
  expect(seen.at(-1)?.data?.length).toBeGreaterThan(0);
  await waitFor(() => expect(live.size).toBe(1));

  view.unmount();
  await waitFor(() => expect(live.size).toBe(0));
});

test('useRefresh: forces a fetch and answers with a plain result', async () => {
  const { result } = renderHook(() => useRefresh());
  let outcome: unknown;
  await act(async () => {
    outcome = await result.current('clinics');
  });
  expect(outcome).toEqual({ ok: true, value: undefined });
});
