/**
 * The tab's session watch: once the session ends (a logout here or in another tab, or a refused
 * renewal), no 'you entered as {name}' message stays on screen, since it names the client and offers
 * Change account on a device someone else may pick up next. Other messages stay.
 */
import { expect, it, vi } from 'vitest';
import type { SessionView } from '../../src/data';
import { watchSession } from '../../src/app/live/session';
import { showMessage, showSnackbar, snackbars } from '../../src/app/state/snackbars';
import { worker } from './support/watch-worker';

vi.mock('../../src/app/live/worker-client', () => import('./support/watch-worker'));
// The offline queue's listeners need a page (window, the service worker's messages), which this suite
// runs without: the session watch starts them beside the session, and they are not what it reads.
vi.mock('../../src/app/live/offline-queue', () => ({
  startOfflineQueue: () => undefined,
  followOfflineQueue: () => undefined,
}));

const view = (loggedIn: boolean): SessionView => ({
  loggedIn,
  currentClient: loggedIn ? { id: 1, fullName: 'Иванова Мария' } : null,
  otherClients: [],
  switching: false,
  notice: null,
  offlineQueue: { waiting: 0, unsent: 0, pendingCancels: [], reports: [], client: null, otherProfiles: [] },
});

it('a session that ends closes the login’s message, and only that one', async () => {
  watchSession();
  await vi.waitFor(() => expect(worker.calls.length).toBe(1));
  const session = worker.calls[0]!;
  expect(session.request).toMatchObject({ view: 'session' });
  session.onChange({ data: view(true), updatedAt: 1, stale: false, refreshing: false, lastError: null });
  showSnackbar({ type: 'advancedLogin', message: 'snackbar.enteredAs', params: { name: 'Иванова Мария' } });
  showMessage('errors.offline');
  session.onChange({ data: view(true), updatedAt: 2, stale: false, refreshing: false, lastError: null });
  expect(snackbars.value.map((snackbar) => snackbar.type).sort()).toEqual(['advancedLogin', 'message']);

  session.onChange({ data: view(false), updatedAt: 3, stale: false, refreshing: false, lastError: null });
  expect(snackbars.value.map((snackbar) => snackbar.message)).toEqual(['errors.offline']);
});
