/**
 * The offline queue's bar and reports (./WaitingActions.tsx), loaded only once the queue holds anything:
 * most visits never queue an action, so its code and strings stay out of the start page's bundle.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { queueReports, waitingActions } from '../state/offline-queue';

const WaitingActions = lazy(() =>
  import('./WaitingActions').then((module) => ({ default: module.WaitingActions })),
);

export function LazyWaitingActions() {
  useSignals();
  const wanted = waitingActions.value > 0 || queueReports.value.length > 0;
  return (
    <div role="status" data-testid="waiting-actions">
      {wanted && (
        <Suspense fallback={null}>
          <WaitingActions />
        </Suspense>
      )}
    </div>
  );
}
