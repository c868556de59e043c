// @vitest-environment jsdom
/**
 * Every `useView` of one view and params shares one worker watch: one `watch` call for any number of
 * components (whatever the params' key order), unwatched when the last one leaves, each change fanned
 * out to all of them, and a component that mounts later starts from the last state.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Component, type ReactNode, StrictMode, Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewState } from '../../src/data';
import { FAILED_VIEW, LOADING_VIEW, useView } from '../../src/app/live/use-view';
import { viewAnswer } from './support/view-answer';

type OnChange = (state: ViewState<unknown>) => void;
const worker = vi.hoisted(() => ({
  calls: [] as { request: unknown; onChange: (state: unknown) => void }[],
  unwatched: [] as number[],
  failure: null as Error | null,
  attempts: 0,
}));
vi.mock('../../src/app/live/worker-client', () => ({
  getWorkerApi: () => ({
    watch: async (request: unknown, onChange: (state: unknown) => void) => {
      worker.attempts += 1;
      if (worker.failure) throw worker.failure;
      worker.calls.push({ request, onChange });
      return worker.calls.length;
    },
    unwatch: async ({ id }: { id: number }) => {
      worker.unwatched.push(id);
    },
  }),
}));

const answer = (data: unknown): ViewState<unknown> => viewAnswer(data);
/** The worker's answer to the first watch. */
const send = (state: ViewState<unknown>) =>
  act(async () => {
    const first = worker.calls[0];
    if (!first) throw new Error('nothing watched yet');
    (first.onChange as OnChange)(state);
  });

const seen = new Map<string, ViewState<unknown>[]>();
function Schedule({ name, params, quiet }: { name: string; params: object; quiet?: boolean }) {
  const state = useView('schedule', params as never, quiet ? { onFailure: 'empty' } : {});
  seen.set(name, [...(seen.get(name) ?? []), state]);
  return null;
}
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed</p> : this.props.children;
  }
}

const params = { clinicId: 1, serviceId: null, date: '2026-11-27', doctorIds: [1] };
const reordered = { doctorIds: [1], date: '2026-11-27', serviceId: null, clinicId: 1 };

beforeEach(() => {
  worker.calls.length = 0;
  worker.unwatched.length = 0;
  worker.failure = null;
  worker.attempts = 0;
  seen.clear();
});
afterEach(() => cleanup());

describe('useView shares one worker watch per key', () => {
  it('two components of the same key make one watch call; the last one leaving unwatches it', async () => {
    const view = render(
      <StrictMode>
        <Schedule name="a" params={params} />
        <Schedule name="b" params={reordered} />
      </StrictMode>,
    );
    await waitFor(() => expect(worker.calls).toHaveLength(1));
    expect(worker.calls[0]?.request).toEqual({ view: 'schedule', params });

    const state = answer(['monday']);
    await send(state);
    expect(seen.get('a')?.at(-1)).toBe(state);
    expect(seen.get('b')?.at(-1)).toBe(state);

    view.rerender(
      <StrictMode>
        <Schedule name="a" params={params} />
      </StrictMode>,
    );
    await act(async () => {});
    expect(worker.unwatched).toEqual([]);

    view.unmount();
    await waitFor(() => expect(worker.unwatched).toEqual([1]));
    expect(worker.calls).toHaveLength(1);
  });

  it('a component that mounts while the key is live starts from its last state, not loading', async () => {
    const view = render(<Schedule name="a" params={params} />);
    await waitFor(() => expect(worker.calls).toHaveLength(1));
    const state = answer(['monday']);
    await send(state);
    view.rerender(
      <>
        <Schedule name="a" params={params} />
        <Schedule name="late" params={reordered} />
      </>,
    );
    expect(seen.get('late')?.[0]).toBe(state);
    await act(async () => {});
    expect(worker.calls).toHaveLength(1);
  });

  it('a component switching to other params gets its own watch, never the old key’s state', async () => {
    const next = { ...params, date: '2026-11-28' };
    const view = render(
      <>
        <Schedule name="a" params={params} />
        <Schedule name="b" params={params} />
      </>,
    );
    await waitFor(() => expect(worker.calls).toHaveLength(1));
    await send(answer(['monday']));
    view.rerender(
      <>
        <Schedule name="a" params={params} />
        <Schedule name="b" params={next} />
      </>,
    );
    expect(seen.get('b')?.at(-1)).toBe(LOADING_VIEW);
    await waitFor(() => expect(worker.calls).toHaveLength(2));
    expect(worker.calls[1]?.request).toEqual({ view: 'schedule', params: next });
    await act(async () => {});
    expect(worker.unwatched).toEqual([]);
  });

  it('the one failed watch reaches every listener: thrown for one, empty for one that asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    worker.failure = new Error('no IndexedDB');
    const view = render(
      <>
        <Boundary>
          <Schedule name="loud" params={params} />
        </Boundary>
        <Schedule name="quiet" params={params} quiet />
      </>,
    );
    await waitFor(() => expect(view.getByText('failed')).toBeTruthy());
    await waitFor(() => expect(seen.get('quiet')?.at(-1)).toBe(FAILED_VIEW));
    expect(worker.attempts).toBe(1);
  });
});

describe('an answer renders as a transition', () => {
  // What tells a transition from an urgent render here: a part that suspends on the new data. A
  // transition keeps the content on screen until the part is ready; an urgent render puts the
  // Suspense fallback in its place. The render's yielding itself is what the phone gains (the
  // doctor page's schedule and lists filled in one long task before).
  const never = new Promise<never>(() => undefined);
  function Days() {
    const state = useView('schedule', params as never);
    const days = state.data as string[] | null;
    if (days?.includes('pending')) use(never);
    return <p>{days?.join(',') ?? 'loading'}</p>;
  }

  it('an answer whose render suspends keeps the days on screen, not the fallback', async () => {
    const view = render(
      <Suspense fallback={<p>fallback</p>}>
        <Days />
      </Suspense>,
    );
    await waitFor(() => expect(worker.calls).toHaveLength(1));
    await send(answer(['monday']));
    expect(view.getByText('monday')).toBeTruthy();
    await send(answer(['monday', 'pending']));
    expect(view.queryByText('fallback')).toBeNull();
    expect(view.getByText('monday')).toBeTruthy();
  });
});
