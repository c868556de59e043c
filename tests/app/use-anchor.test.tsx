// @vitest-environment jsdom
/** The overlays' anchor (src/app/shell/use-anchor.ts): no render of its own until an overlay is wanted. */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnchor } from '../../src/app/shell/use-anchor';

afterEach(cleanup);

let renders = 0;
let seen: HTMLElement | null = null;

function Anchored({ wanted }: { wanted: boolean }) {
  renders += 1;
  const [ref, anchor] = useAnchor<HTMLButtonElement>(wanted);
  seen = anchor;
  return (
    <button type="button" ref={ref}>
      info
    </button>
  );
}

describe('useAnchor', () => {
  it('mounts in one render: the button is not put into state while React commits', () => {
    renders = 0;
    act(() => {
      render(<Anchored wanted={false} />);
    });
    expect(renders).toBe(1);
    expect(seen).toBeNull();
  });

  it('gives the button once the overlay is wanted, and keeps it', () => {
    const view = render(<Anchored wanted={false} />);
    act(() => view.rerender(<Anchored wanted={true} />));
    const button = view.getByRole('button');
    expect(seen).toBe(button);
    act(() => view.rerender(<Anchored wanted={true} />));
    expect(seen).toBe(button);
  });
});
