// @vitest-environment jsdom
/**
 * A client's list opened anew draws the rows its first screen holds, then a screenful more in each
 * frame after the last one painted, and a page that arrives as it scrolls comes in the same way; back
 * to it within the app's run (the browser restores the entry's scroll) it draws every row at once.
 * Every row is in the document in the end, reachable by Tab.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { useRowsByScreenful } from '../../src/app/common/use-rows-by-screenful';
import { HistorySync } from '../../src/app/routes/history-sync';
import { firstScreenRows } from '../../src/domain/browsing-lists';

afterEach(cleanup);

const ROW = 96;
const PAGE = 28;
const NAMES = Array.from({ length: PAGE * 2 }, (_, index) => `row ${index + 1}`);
const screenful = () => firstScreenRows(window.innerHeight, ROW);

function List({ rows }: { rows: number | null }) {
  const { shown, complete } = useRowsByScreenful(rows, ROW);
  return (
    <ul data-complete={complete}>
      {NAMES.slice(0, shown).map((name) => (
        <li key={name}>
          <button type="button">{name}</button>
        </li>
      ))}
    </ul>
  );
}

const listAt = (rows: number | null) => (
  <MemoryRouter initialEntries={['/appointments']}>
    <List rows={rows} />
  </MemoryRouter>
);

/** The frame that shows the rows drawn so far and the task queued from it. */
const paintedFrame = () =>
  act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await new Promise((resolve) => setTimeout(resolve));
  });

const drawn = () => screen.queryAllByRole('listitem').length;
const complete = () => screen.getByRole('list').dataset.complete;

/** The rows drawn after each painted frame until every row is. */
async function rowsFrameByFrame(): Promise<number[]> {
  const counts = [drawn()];
  while (complete() === 'false' && counts.length < 20) {
    await paintedFrame();
    counts.push(drawn());
  }
  return counts;
}

/** first, first + step, … up to total. */
const steps = (first: number, total: number) => {
  const counts: number[] = [];
  for (let count = first; count < total; count += screenful()) counts.push(count);
  return [...counts, total];
};

test('a list opened anew draws its first screen first, then a screenful a frame', async () => {
  expect(screenful() * 2).toBeLessThan(PAGE);
  render(listAt(PAGE));
  expect(complete()).toBe('false');
  expect(await rowsFrameByFrame()).toEqual(steps(screenful(), PAGE));
  expect(screen.getAllByRole('button')).toHaveLength(PAGE);
  expect(complete()).toBe('true');
});

test('a page arriving as the list scrolls is drawn a screenful a frame too', async () => {
  const view = render(listAt(PAGE));
  await rowsFrameByFrame();
  view.rerender(listAt(PAGE * 2));
  expect(drawn()).toBe(PAGE);
  expect(complete()).toBe('false');
  expect(await rowsFrameByFrame()).toEqual(steps(PAGE, PAGE * 2));
  expect(complete()).toBe('true');
});

test('a list waiting for its rows draws them the same way when they come', async () => {
  const view = render(listAt(null));
  await paintedFrame();
  expect(drawn()).toBe(0);
  view.rerender(listAt(PAGE));
  expect(await rowsFrameByFrame()).toEqual(steps(screenful(), PAGE));
});

// Last: the app's run has navigated from here on (the history's record of it is the module's).
test('back to the list within the app draws every row at once, for the scroll the browser restores', async () => {
  let go: ReturnType<typeof useNavigate> = () => {};
  function Navigator() {
    go = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/appointments']}>
      <HistorySync />
      <Navigator />
      <Routes>
        <Route path="/appointments" element={<List rows={PAGE} />} />
        <Route path="/feedback" element={<p>feedback</p>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(drawn()).toBe(screenful());
  await act(async () => go('/feedback'));
  expect(screen.getByText('feedback')).toBeTruthy();
  await act(async () => go(-1));
  expect(drawn()).toBe(PAGE);
  expect(complete()).toBe('true');
});
