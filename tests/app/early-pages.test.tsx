// @vitest-environment jsdom
/**
 * A client's list asked for before it mounts (its screen's chunk asks as it loads): the first page is
 * watched once the session names the client, and the list, mounting later, draws that answer's rows in
 * its first render on the same watch. The page is the named client's only: a switch or a logout ends
 * its watch and forgets its rows, and so does a screen that never mounts.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ViewState } from '../../src/data';
import { useAppointments, watchAppointmentsEarly } from '../../src/app/live/appointments';
import { useResults, watchResultsEarly } from '../../src/app/live/results';
import { currentClient, sessionKnown } from '../../src/app/state/session';
import { viewAnswer } from './support/view-answer';
import { worker } from './support/watch-worker';

vi.mock('../../src/app/live/worker-client', () => import('./support/watch-worker'));

const LIMIT = 3;
type Row = { id: number; title: string };
const rows = (titles: string[]): ViewState<Row[]> =>
  viewAnswer(titles.map((title, index) => ({ id: index + 1, title })));
const settle = () => act(async () => {});
const named = (id: number | null) => {
  currentClient.value = id === null ? null : { id, fullName: `Клиент ${id}` };
  sessionKnown.value = true;
};

const LISTS = [
  ['appointments', 'appointmentPage', useAppointments, watchAppointmentsEarly],
  ['results', 'resultPage', useResults, watchResultsEarly],
] as const;

/** What each render of the list drew: its rows' titles, or 'skeleton'. */
let drawn: string[] = [];
function listOf(useList: (limit: number) => { rows: unknown[] | null }) {
  return function List() {
    const rows = useList(LIMIT).rows as Row[] | null;
    drawn.push(rows?.map((row) => row.title).join(',') ?? 'skeleton');
    return null;
  };
}

beforeEach(() => {
  worker.calls.length = 0;
  drawn = [];
  sessionKnown.value = false;
  currentClient.value = null;
});
afterEach(async () => {
  cleanup();
  // Whatever a test left asked for early goes with the client.
  currentClient.value = null;
  await settle();
  vi.useRealTimers();
});

it.each(LISTS)(
  'the %s list draws the rows asked for early in its first render, on the same watch',
  async (_, view, useList, watchEarly) => {
    watchEarly(LIMIT);
    await settle();
    // Nothing before the session names the client.
    expect(worker.calls).toHaveLength(0);
    named(1);
    await settle();
    expect(worker.calls.map((call) => call.request)).toEqual([{ view, params: { limit: LIMIT, offset: 0 } }]);
    await act(async () => worker.calls[0]!.onChange(rows(['a1', 'a2'])));

    const List = listOf(useList);
    render(<List />);
    await settle();
    expect(drawn[0]).toBe('a1,a2');
    expect(worker.calls).toHaveLength(1);
    // Later answers of that watch reach the list.
    await act(async () => worker.calls[0]!.onChange(rows(['a1', 'a2', 'a3'])));
    expect(drawn.at(-1)).toBe('a1,a2,a3');
    // The list's own end ends the watch.
    cleanup();
    await settle();
    expect(worker.calls[0]!.active).toBe(false);
  },
);

it.each([
  ['another client', 2],
  ['a logout', null],
] as const)('after %s, the page asked for early is forgotten and its watch ended', async (_, next) => {
  named(1);
  watchAppointmentsEarly(LIMIT);
  await settle();
  await act(async () => worker.calls[0]!.onChange(rows(['a1', 'a2'])));

  currentClient.value = next === null ? null : { id: next, fullName: 'Клиент 2' };
  await settle();
  expect(worker.calls[0]!.active).toBe(false);
  // A late answer of the ended watch reaches no list.
  await act(async () => worker.calls[0]!.onChange(rows(['a9'])));

  // The first client named again: their list asks anew, with nothing drawn from before.
  named(1);
  const List = listOf(useAppointments);
  render(<List />);
  await settle();
  expect(drawn[0]).toBe('skeleton');
  expect(drawn).not.toContain('a1,a2');
  expect(drawn).not.toContain('a9');
  expect(worker.calls).toHaveLength(2);
  expect(worker.calls[1]!.active).toBe(true);
});

it('a page no list takes is forgotten after a while, its watch ended', async () => {
  vi.useFakeTimers();
  named(1);
  watchAppointmentsEarly(LIMIT);
  await settle();
  await act(async () => worker.calls[0]!.onChange(rows(['a1'])));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(60_000);
  });
  expect(worker.calls[0]!.active).toBe(false);
  vi.useRealTimers();
  const List = listOf(useAppointments);
  render(<List />);
  await settle();
  expect(drawn[0]).toBe('skeleton');
  expect(worker.calls).toHaveLength(2);
});

it('nothing is asked for early when the session names no client', async () => {
  named(null);
  watchAppointmentsEarly(LIMIT);
  await settle();
  expect(worker.calls).toHaveLength(0);
});

it("resolves at the page's first answer (the screen's first render waits for it), once the session names the client", async () => {
  let resolved = false;
  void watchAppointmentsEarly(LIMIT).then(() => {
    resolved = true;
  });
  await settle();
  // The session's first word first: before it the route could show only a spinner.
  expect(resolved).toBe(false);
  named(1);
  await settle();
  expect(worker.calls).toHaveLength(1);
  expect(resolved).toBe(false);
  await act(async () => worker.calls[0]!.onChange(rows(['a1'])));
  await settle();
  expect(resolved).toBe(true);

  resolved = false;
  const other = watchResultsEarly(LIMIT).then(() => {
    resolved = true;
  });
  await settle();
  expect(resolved).toBe(false);
  await act(async () => worker.calls[1]!.onChange(rows(['r1'])));
  await other;
  expect(resolved).toBe(true);
});

it('a session that does not answer holds the first render a few seconds at most, and the page is still asked for once it does', async () => {
  vi.useFakeTimers();
  let resolved = false;
  void watchAppointmentsEarly(LIMIT).then(() => {
    resolved = true;
  });
  await act(async () => vi.advanceTimersByTime(2900));
  expect(resolved).toBe(false);
  await act(async () => vi.advanceTimersByTime(200));
  expect(resolved).toBe(true);
  named(1);
  await settle();
  expect(worker.calls).toHaveLength(1);
});
