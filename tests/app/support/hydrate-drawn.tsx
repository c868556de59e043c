/**
 * A page as the server draws it, then hydrated in jsdom: what the device knows may change in between
 * (the data worker's first answers come before hydration begins), and React's recoverable errors are
 * collected, a hydration mismatch being one.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

let root: Root | null = null;

/**
 * Draws `page` on the "server" into a container in the document, runs `meanwhile` on that container
 * (typing into it, a signal the worker sets), then hydrates `page` over it.
 */
export async function hydrateDrawn(page: ReactElement, meanwhile: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  meanwhile(container);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

/** Unmounts what hydrateDrawn hydrated and empties the document (after each test). */
export function unmountDrawn(): void {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
}
