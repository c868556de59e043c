// @vitest-environment jsdom
/**
 * A paged list keeps its state when the worker's answer has the rows on screen already: the first
 * page the page brought, answered again by the worker (new objects of the same rows), does not render
 * the list again; different rows do.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ViewState } from '../../src/data';
import { usePagedList } from '../../src/app/live/use-paged-list';
import { viewAnswer } from './support/view-answer';

const worker = vi.hoisted(() => ({
  calls: [] as { request: unknown; onChange: (state: unknown) => void }[],
  unwatched: [] as number[],
}));
vi.mock('../../src/app/live/worker-client', () => ({
  getWorkerApi: () => ({
    watch: async (request: unknown, onChange: (state: unknown) => void) => {
      worker.calls.push({ request, onChange });
      return worker.calls.length;
    },
    unwatch: async ({ id }: { id: number }) => {
      worker.unwatched.push(id);
    },
  }),
}));

const page = (titles: string[]): ViewState<{ id: number; title: string }[]> =>
  viewAnswer(titles.map((title, index) => ({ id: index + 1, title })));
const send = (state: ViewState<unknown>) =>
  act(async () => {
    worker.calls[0]?.onChange(state);
  });

// The rows' renders: React may call the list's own function once more before it bails out, but
// what it draws renders only for a new state.
let renders = 0;
function Rows({ rows }: { rows: { title: string }[] | null }) {
  renders += 1;
  return <p>{rows?.map((row) => row.title).join(',')}</p>;
}
const initial = page(['УЗИ', 'ЭКГ']);
function List() {
  const list = usePagedList('servicePage', { clinicId: 1 } as never, 10, { initial: initial as never });
  return <Rows rows={list.rows as { title: string }[] | null} />;
}

beforeEach(() => {
  worker.calls.length = 0;
  worker.unwatched.length = 0;
  renders = 0;
});
afterEach(() => cleanup());

it("the worker's answer of the rows the page brought does not render the list again; new rows do", async () => {
  const view = render(<List />);
  await waitFor(() => expect(worker.calls).toHaveLength(1));
  const before = renders;
  await send(page(['УЗИ', 'ЭКГ']));
  expect(renders).toBe(before);
  await send(page(['УЗИ', 'ЭКГ', 'МРТ']));
  expect(view.getByText('УЗИ,ЭКГ,МРТ')).toBeTruthy();
  const after = renders;
  await send(page(['УЗИ', 'ЭКГ', 'МРТ']));
  expect(renders).toBe(after);
});

/** A list whose search the test applies through `apply`: at once, or at its page's first answer, as the services list does. */
let apply: (search: string, ahead: boolean) => Promise<void> = async () => {};
/** The searches each render of the list showed rows for, with those rows. */
const drawn: string[] = [];
function SearchedList() {
  const [search, setSearch] = useState('');
  const list = usePagedList('servicePage', { clinicId: 1, search } as never, 10);
  apply = async (next, ahead) => {
    if (ahead) await list.watchFirstPage({ clinicId: 1, search: next } as never);
    setSearch(next);
  };
  drawn.push(
    `${search}:${(list.rows as { title: string }[] | null)?.map((row) => row.title).join(',') ?? '-'}`,
  );
  return null;
}

it('a page watched ahead is the one its render asks for, and shows its first answer in that render', async () => {
  drawn.length = 0;
  render(<SearchedList />);
  await waitFor(() => expect(worker.calls).toHaveLength(1));
  await act(async () => worker.calls[0]!.onChange(page(['УЗИ', 'ЭКГ'])));
  drawn.length = 0;
  let applied!: Promise<void>;
  act(() => {
    applied = apply('узи', true);
  });
  expect(worker.calls).toHaveLength(2);
  expect(worker.calls[1]!.request).toEqual({
    view: 'servicePage',
    params: { clinicId: 1, search: 'узи', limit: 10, offset: 0 },
  });
  await act(async () => {
    worker.calls[1]!.onChange(page(['УЗИ']));
    await applied;
  });
  // One render with the new search, its rows already there; no third watch for the same page.
  expect(drawn.filter((line) => line.startsWith('узи:'))).toEqual(['узи:УЗИ']);
  expect(worker.calls).toHaveLength(2);
  expect(worker.unwatched).toEqual([1]);
});

it('a page watched ahead that its render no longer asks for is dropped, and whoever waits for it goes on', async () => {
  render(<SearchedList />);
  await waitFor(() => expect(worker.calls).toHaveLength(1));
  await act(async () => worker.calls[0]!.onChange(page(['УЗИ', 'ЭКГ'])));
  let aheadAnswered = false;
  await act(async () => {
    void apply('экг', true).then(() => {
      aheadAnswered = true;
    });
  });
  // Another search applies at once: the page watched ahead is not the list's any more.
  await act(async () => apply('мрт', false));
  await waitFor(() => expect(aheadAnswered).toBe(true));
  await waitFor(() => expect(worker.unwatched).toContain(2));
});
