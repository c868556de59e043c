// @vitest-environment jsdom
/**
 * The waitlist follows the signed-in client: a switch wipes the stored list under the view's watch,
 * and the worker fetches it again only when a watch starts or someone asks. The appointments screen's
 * list must show the next client's requests as soon as that client is named, not at the next 20 s
 * poll (the fake worker below answers only when asked, and no timer runs that long here).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import WaitlistList from '../../src/app/screens/waitlist/WaitlistList';
import { currentClient } from '../../src/app/state/session';
import { viewAnswer } from './support/view-answer';

const request = (id: number, doctorFullName: string) => ({
  id,
  clinicId: 1,
  doctorId: id,
  serviceId: null,
  doctorFullName,
  lastDate: '2030-01-10',
  createdAt: '2030-01-07T06:00:00.000Z',
  offer: null,
});

/** A server that answers the waitlist of whoever is signed in there, and the watches it answers. */
const worker = vi.hoisted(() => ({
  serverList: [] as unknown[],
  watches: [] as { view: string; onChange: (state: unknown) => void; active: boolean }[],
  fetches: 0,
}));
vi.mock('../../src/app/live/worker-client', () => {
  const answer = (view: string) => {
    worker.fetches += 1;
    const state = { data: worker.serverList, updatedAt: 1, stale: false, refreshing: false, lastError: null };
    for (const watch of worker.watches) if (watch.active && watch.view === view) watch.onChange(state);
  };
  return {
    getWorkerApi: () => ({
      // A new watch of a missing resource fetches it; otherwise the worker fetches only when asked.
      watch: async ({ view }: { view: string }, onChange: (state: unknown) => void) => {
        worker.watches.push({ view, onChange, active: true });
        queueMicrotask(() => answer(view));
        return worker.watches.length;
      },
      unwatch: async ({ id }: { id: number }) => {
        worker.watches[id - 1]!.active = false;
      },
      refresh: async ({ view }: { view: string }) => {
        answer(view);
        return { ok: true, value: undefined };
      },
    }),
  };
});

const WIPED = { ...viewAnswer(null), updatedAt: null };
const wipe = () =>
  act(async () => {
    for (const watch of worker.watches) if (watch.active) watch.onChange(WIPED);
  });
const client = (id: number | null) =>
  act(async () => {
    currentClient.value = id === null ? null : { id, fullName: `Клиент ${id}` };
  });

beforeAll(async () => {
  await initI18n('ru');
});
beforeEach(() => {
  worker.serverList = [request(1, 'Иванов Иван')];
  worker.watches.length = 0;
  worker.fetches = 0;
  currentClient.value = { id: 1, fullName: 'Клиент 1' };
});
afterEach(() => {
  cleanup();
  currentClient.value = null;
});

it("shows the next client's waitlist as soon as a switch names them", async () => {
  render(<WaitlistList />);
  expect(await screen.findByText(/Иванов Иван/)).toBeTruthy();
  const fetchesBefore = worker.fetches;

  // The switch: the stored list is wiped (every watch hears it), no client is named meanwhile, and
  // the server now answers for the second client.
  worker.serverList = [request(2, 'Петрова Анна')];
  await wipe();
  await client(null);
  expect(screen.queryByTestId('waitlist-list')).toBeNull();
  // Nothing is fetched while nobody is named: a fetch then would go with the last client's pair.
  expect(worker.fetches).toBe(fetchesBefore);

  await client(2);
  expect(await screen.findByText(/Петрова Анна/, undefined, { timeout: 2000 })).toBeTruthy();
  expect(screen.queryByText(/Иванов Иван/)).toBeNull();
});

it('does not fetch again when the same client stays named', async () => {
  render(<WaitlistList />);
  await screen.findByText(/Иванов Иван/);
  const fetchesBefore = worker.fetches;
  await client(1);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(worker.fetches).toBe(fetchesBefore);
});
