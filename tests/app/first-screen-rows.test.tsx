// @vitest-environment jsdom
/**
 * A client's list opened anew draws the rows its first screen holds, then every row once that frame
 * has painted; back to a known history entry (whose scroll the browser restores) it draws every row at
 * once. The rows drawn are all reachable by Tab in the end.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { useFirstScreenRows } from '../../src/app/common/use-first-screen-rows';
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

test('back to a known entry draws every row at once, for the scroll the browser restores', () => {
  render(
    <MemoryRouter initialEntries={['/appointments/feedback', '/appointments']} initialIndex={1}>
      <List rows={ROWS} />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(ROWS);
  expect(screen.getByRole('list').dataset.complete).toBe('true');
});
