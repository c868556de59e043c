/**
 * A stand-in for the tab's worker client that records each watch (its request and callback) and marks
 * it inactive when unwatched; a test mocks the client with it:
 * `vi.mock('../../src/app/live/worker-client', () => import('./support/watch-worker'))`.
 */
export const worker = {
  calls: [] as { request: unknown; onChange: (state: unknown) => void; active: boolean }[],
  /** What was asked to be fetched anew. */
  refreshes: [] as unknown[],
};

export const getWorkerApi = () => ({
  watch: async (request: unknown, onChange: (state: unknown) => void) => {
    worker.calls.push({ request, onChange, active: true });
    return worker.calls.length;
  },
  unwatch: async ({ id }: { id: number }) => {
    worker.calls[id - 1]!.active = false;
  },
  refresh: async (request: unknown) => {
    worker.refreshes.push(request);
    return { ok: true, value: undefined };
  },
});
