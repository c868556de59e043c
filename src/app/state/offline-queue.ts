/**
 * The offline queue as this tab knows it, fed by the data worker's `session` view
 * (src/app/live/session.ts): how many actions wait to be sent, which appointments' cancel waits, and
 * the deliveries and refusals not yet told.
 */
import { signal } from '@preact/signals-react';
import type { QueueReport } from '../../data';

export const waitingActions = signal(0);
export const pendingCancels = signal<readonly number[]>([]);
export const queueReports = signal<readonly QueueReport[]>([]);
