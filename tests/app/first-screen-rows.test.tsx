// @vitest-environment jsdom
/**
 * A client's list opened anew draws the rows its first screen holds, then every row once that frame
 * has painted; back to it within the app's run (the browser restores the entry's scroll) it draws every
 * row at once. Every row is in the document in the end, reachable by Tab.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { useFirstScreenRows } from '../../src/app/common/use-first-screen-rows';
import { HistorySync } from '../../src/app/routes/history-sync';
import { firstScreenRows } from '../../src/domain/browsing-lists';

afterEach(cleanup);

const ROW = 96;
const ROWS = 28;
const NAMES = Array.from({ length: ROWS }, (_, index) => `row ${index + 1}`);

function List({ rows }: { rows: number | null }) {
  const { shown, complete } = useFirstScreenRows(rows, ROW);
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

/** The frame that shows the first rows and the task queued from it. */
const paintedFrame = () =>
  act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await new Promise((resolve) => setTimeout(resolve));
  });

test('a list opened anew draws its first screen first, then every row', async () => {
  const first = firstScreenRows(window.innerHeight, ROW);
  expect(first).toBeLessThan(ROWS);
  render(
    <MemoryRouter initialEntries={['/appointments']}>
      <List rows={ROWS} />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(first);
  expect(screen.getByRole('list').dataset.complete).toBe('false');
  await paintedFrame();
  expect(screen.getAllByRole('button')).toHaveLength(ROWS);
  expect(screen.getByRole('list').dataset.complete).toBe('true');
});

test('a list waiting for its rows draws them the same way when they come', async () => {
  const view = render(
    <MemoryRouter initialEntries={['/appointments']}>
      <List rows={null} />
    </MemoryRouter>,
  );
  await paintedFrame();
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  view.rerender(
    <MemoryRouter initialEntries={['/appointments']}>
      <List rows={ROWS} />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(firstScreenRows(window.innerHeight, ROW));
  await paintedFrame();
  expect(screen.getAllByRole('listitem')).toHaveLength(ROWS);
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
        <Route path="/appointments" element={<List rows={ROWS} />} />
        <Route path="/feedback" element={<p>feedback</p>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(firstScreenRows(window.innerHeight, ROW));
  await act(async () => go('/feedback'));
  expect(screen.getByText('feedback')).toBeTruthy();
  await act(async () => go(-1));
  expect(screen.getAllByRole('listitem')).toHaveLength(ROWS);
  expect(screen.getByRole('list').dataset.complete).toBe('true');
});
