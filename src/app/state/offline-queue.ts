/**
 * The offline queue as this tab knows it, fed by the data worker's `session` view
 * (src/app/live/session.ts): how many actions wait to be sent, which appointments' cancel waits, the
 * account's other profiles whose cancels wait for a switch to them, and the deliveries and refusals not
 * yet told.
 */
import { signal } from '@preact/signals-react';
import type { OtherProfileCancels, QueueReport } from '../../data';

export const waitingActions = signal(0);
export const pendingCancels = signal<readonly number[]>([]);
export const queueReports = signal<readonly QueueReport[]>([]);
/** Profiles of this login other than the current one, with how many cancels wait for each. */
export const otherProfileCancels = signal<readonly OtherProfileCancels[]>([]);
