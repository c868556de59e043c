// @vitest-environment jsdom
/**
 * A paged list keeps its state when the worker's answer has the rows on screen already: the first
 * page the page brought, answered again by the worker (new objects of the same rows), does not render
 * the list again; different rows do.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ViewState } from '../../src/data';
import { usePagedList } from '../../src/app/live/use-paged-list';
import { viewAnswer } from './support/view-answer';

const worker = vi.hoisted(() => ({ calls: [] as { onChange: (state: unknown) => void }[] }));
vi.mock('../../src/app/live/worker-client', () => ({
  getWorkerApi: () => ({
    watch: async (_request: unknown, onChange: (state: unknown) => void) => {
      worker.calls.push({ onChange });
      return worker.calls.length;
    },
    unwatch: async () => undefined,
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
