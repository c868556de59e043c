/**
 * Whether the offline queue has anything to show in this tab: an action waiting, a report not yet told,
 * or another profile's cancels waiting. Set beside the queue's other signals (./offline-queue.ts) by
 * src/app/live/offline-queue.ts, and kept apart from them: the start page's bundle reads only this, to
 * load the queue's part, and the other signals travel with the lazy chunks that show them.
 */
import { signal } from '@preact/signals-react';

export const queueShown = signal(false);
