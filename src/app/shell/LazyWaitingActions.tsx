/**
 * The offline queue's bar and reports (./WaitingActions.tsx), loaded only once the queue holds anything:
 * most visits never queue an action, so its code and strings stay out of the start page's bundle.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { LazyBoundary } from '../routes/LazyBoundary';
import { lazyNamed } from '../routes/lazy-part';
import { queueReports, waitingActions } from '../state/offline-queue';

const WaitingActions = lazyNamed(() => import('./WaitingActions'), 'WaitingActions');

/** Loads the queue's part ahead, for a screen that may queue an action when the network is gone. */
export const preloadWaitingActions = (): Promise<unknown> => WaitingActions.preload();

export function LazyWaitingActions() {
  useSignals();
  const wanted = waitingActions.value > 0 || queueReports.value.length > 0;
  return (
    <div role="status" data-testid="waiting-actions">
      {wanted && (
        <LazyBoundary fallback={null}>
          <WaitingActions />
        </LazyBoundary>
      )}
    </div>
  );
}
