// @vitest-environment jsdom
/**
 * Where two stored pages of a list overlap, each row shows once. A page after the first is fetched with
 * the row before it (src/data/records/page-seams.ts), and pages fetched at different moments disagree
 * when the list shifted in between: the row at the seam can be in both pages, and a row that moved from
 * a later page to an earlier one is in both until the later page is fetched again. The list shows such a
 * row once, where it comes first, and keeps the pages' order otherwise.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type PagedList, usePagedList } from '../../src/app/live/use-paged-list';
import { viewAnswer } from './support/view-answer';
import { worker } from './support/watch-worker';

vi.mock('../../src/app/live/worker-client', () => import('./support/watch-worker'));

const LIMIT = 3;
type Row = { id: number };

let list: PagedList<Row> | null = null;
function TwoPages() {
  list = usePagedList('appointmentPage', {} as never, LIMIT, { owner: 1, initialPages: 2 }) as PagedList<Row>;
  return null;
}

/** Answers the watch of the page at `offset` with the rows of these ids. */
const answerPage = (offset: number, ids: number[]) =>
  act(async () => {
    const call = worker.calls.find(
      (watch) => watch.active && (watch.request as { params: { offset: number } }).params.offset === offset,
    );
    call!.onChange(viewAnswer(ids.map((id) => ({ id, title: `визит ${id}` }))));
  });
const shown = () => list?.rows?.map((row) => row.id);

/** Shows the list, its two pages answered with these ids. */
async function withPages(first: number[], second: number[]) {
  render(<TwoPages />);
  await waitFor(() => expect(worker.calls.filter((watch) => watch.active)).toHaveLength(2));
  await answerPage(0, first);
  await answerPage(LIMIT, second);
}

beforeEach(() => {
  worker.calls.length = 0;
  list = null;
});
afterEach(() => cleanup());

it('shows the row at the seam of two overlapping pages once, in order', async () => {
  // The second page led by the first page's last row: a row was added above the seam in between.
  await withPages([11, 12, 13], [13, 14, 15]);
  expect(shown()).toEqual([11, 12, 13, 14, 15]);
  expect(list?.allLoaded).toBe(false);
});

it('keeps the pages in order and each page in its own order', async () => {
  await withPages([30, 10, 20], [20, 5, 40]);
  expect(shown()).toEqual([30, 10, 20, 5, 40]);
});

it('shows a row that moved from the later page to the earlier one once, where it now is', async () => {
  // Visit 15 moved up into the first page, fetched again since; the second page still holds it.
  await withPages([11, 15, 12], [13, 14, 15]);
  expect(shown()).toEqual([11, 15, 12, 13, 14]);
});

it('shows every row of pages that join without overlap', async () => {
  await withPages([11, 12, 13], [14, 15]);
  expect(shown()).toEqual([11, 12, 13, 14, 15]);
  expect(list?.allLoaded).toBe(true);
});
