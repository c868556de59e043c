// @vitest-environment jsdom
/**
 * A client's own lists (appointments, results) follow the signed-in client: a switch wipes the pages
 * under the list's watches and the worker fetches a page only when its watch starts, so the list
 * starts again from its first page with a watch of its own once the next client is named, and
 * watches nothing in between (a fetch then would go with the last client's pair).
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ViewState } from '../../src/data';
import { useAppointments } from '../../src/app/live/appointments';
import { useResults } from '../../src/app/live/results';
import type { PagedList } from '../../src/app/live/use-paged-list';
import { currentClient } from '../../src/app/state/session';
import { viewAnswer } from './support/view-answer';
import { worker } from './support/watch-worker';

vi.mock('../../src/app/live/worker-client', () => import('./support/watch-worker'));

const LIMIT = 3;
type Row = { id: number; title: string };
const rows = (first: number, titles: string[]): ViewState<Row[]> =>
  viewAnswer(titles.map((title, index) => ({ id: first + index, title })));
const WIPED: ViewState<Row[]> = { ...viewAnswer(null), updatedAt: null };
const answer = (call: number, state: ViewState<Row[]>) =>
  act(async () => {
    worker.calls[call]!.onChange(state);
  });
const client = (id: number | null) =>
  act(async () => {
    currentClient.value = id === null ? null : { id, fullName: `Клиент ${id}` };
  });
const active = () => worker.calls.filter((call) => call.active).map((call) => call.request);

let list: PagedList<Row> | null = null;

beforeEach(() => {
  worker.calls.length = 0;
  list = null;
  currentClient.value = { id: 1, fullName: 'Клиент 1' };
});
afterEach(() => {
  cleanup();
  currentClient.value = null;
});

it.each([
  ['appointments', 'appointmentPage', useAppointments],
  ['results', 'resultPage', useResults],
] as const)(
  'the %s list starts again from its first page when the signed-in client changes',
  async (_, view, useList) => {
    function List() {
      list = useList(LIMIT) as unknown as PagedList<Row>;
      return <p>{list.rows?.map((row) => row.title).join(',') ?? 'skeleton'}</p>;
    }
    const screen = render(<List />);
    const page = (offset: number) => ({ view, params: { offset, limit: LIMIT } });

    // The first client's list, scrolled to its second page.
    await waitFor(() => expect(worker.calls).toHaveLength(1));
    await answer(0, rows(1, ['a1', 'a2', 'a3']));
    act(() => list!.loadMore());
    await waitFor(() => expect(worker.calls).toHaveLength(2));
    await answer(1, rows(4, ['a4']));
    expect(screen.getByText('a1,a2,a3,a4')).toBeTruthy();
    expect(active()).toEqual([page(0), page(LIMIT)]);

    // The switch wipes the pages (every watch hears it) and personal data with them: no client named.
    await answer(0, WIPED);
    await answer(1, WIPED);
    await client(null);
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(worker.calls).toHaveLength(2);

    // The next client named: their first page only, watched anew (a new watch is what fetches it).
    await client(2);
    await waitFor(() => expect(active()).toEqual([page(0)]));
    expect(worker.calls).toHaveLength(3);
    await answer(2, rows(11, ['b1', 'b2']));
    expect(screen.getByText('b1,b2')).toBeTruthy();
    expect(list!.allLoaded).toBe(true);
  },
);
