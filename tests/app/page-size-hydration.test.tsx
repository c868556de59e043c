// @vitest-environment jsdom
/**
 * A list's page size while the app hydrates what the server drew: a list whose markup shows its size
 * renders the server's size first and the window's after; one whose markup does not (a fixed skeleton,
 * `drawnAtSize` false) has the window's size from the start and no second render.
 */
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { SERVER_PAGE_SIZE } from '../../src/api/first-page-services';
import { usePageSize } from '../../src/app/common/use-page-size';
import { pageSize } from '../../src/domain/browsing-lists';

let root: ReturnType<typeof hydrateRoot> | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function Sizes({ drawnAtSize, seen }: { drawnAtSize: boolean; seen: number[] }) {
  seen.push(usePageSize(false, drawnAtSize));
  return <p>list</p>;
}

async function hydrate(drawnAtSize: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Sizes drawnAtSize={drawnAtSize} seen={[]} />);
  document.body.append(container);
  const seen: number[] = [];
  const phases: string[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <Profiler id="list" onRender={(_id, phase) => phases.push(phase)}>
        <Sizes drawnAtSize={drawnAtSize} seen={seen} />
      </Profiler>,
    );
  });
  return { seen, phases };
}

const windowSize = () => pageSize(window.innerHeight, window.innerWidth);

test("a list drawn at the server's size hydrates at it, then takes the window's", async () => {
  const { seen, phases } = await hydrate(true);
  expect(seen[0]).toBe(SERVER_PAGE_SIZE);
  expect(seen.at(-1)).toBe(windowSize());
  expect(phases).toEqual(['mount', 'update']);
});

test("a list whose markup does not show its size has the window's from the start and renders once", async () => {
  const { seen, phases } = await hydrate(false);
  expect(new Set(seen)).toEqual(new Set([windowSize()]));
  expect(phases).toEqual(['mount']);
});
