/**
 * The offline queue's bar and reports (./WaitingActions.tsx), loaded only once the queue holds anything:
 * most visits never queue an action, so its code and strings stay out of the start page's bundle. The
 * server knows nothing of this device's queue and draws the bar empty: while the app hydrates a drawn
 * page the bar stays empty too, and fills once the page is the app's. Filled at once (the data worker
 * can tell the queue before hydration begins, as it does in a tab that had queued an action), the bar
 * differed from the drawn one, and React dropped the whole drawn page, a half-typed form's text with it.
 */
import { useDrawnSignal } from '../state/use-drawn-signal';
import { LazyBoundary } from '../routes/LazyBoundary';
import { lazyNamed } from '../routes/lazy-part';
import { queueShown } from '../state/queue-shown';

const WaitingActions = lazyNamed(() => import('./WaitingActions'), 'WaitingActions');

/** Loads the queue's part ahead, for a screen that may queue an action when the network is gone. */
export const preloadWaitingActions = (): Promise<unknown> => WaitingActions.preload();

export function LazyWaitingActions() {
  const wanted = useDrawnSignal(queueShown, false);
  return (
    // Inside the snackbars' live region, which announces it: no live region of its own.
    <div data-testid="waiting-actions">
      {wanted && (
        <LazyBoundary fallback={null}>
          <WaitingActions />
        </LazyBoundary>
      )}
    </div>
  );
}
