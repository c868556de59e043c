/**
 * The offline queue's commands for the tabs: settle what a replay answered (a tab calls it when the
 * previous version's service worker says outcomes wait in its own store, which this worker does not hear
 * of otherwise), replay the store from this worker (a tab calls it whenever it asks the service worker
 * to replay) and drop a report once shown.
 */
import { type Result, ok } from '../result';
import type { OfflineQueue } from './offline-queue';

export function createOfflineCommands({ offline }: { offline: () => Promise<OfflineQueue> }) {
  return {
    async settleOfflineQueue(_: Record<string, never> = {}): Promise<Result<{ settled: number }>> {
      return ok({ settled: await (await offline()).settle() });
    },
    async sendKeptActions(_: Record<string, never> = {}): Promise<Result<{ settled: number }>> {
      return ok({ settled: await (await offline()).sendKept() });
    },
    async dismissQueueReport(input: { id: string }): Promise<Result> {
      await (await offline()).dismiss(input.id);
      return ok(undefined);
    },
  };
}
