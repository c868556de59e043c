/**
 * The offline queue's commands for the tabs: take over the previous data worker's document (a tab calls
 * it once this version's service worker says it is in charge), replay the store from this worker (a tab
 * calls it whenever it asks the service worker to replay) and drop a report once shown.
 */
import { type Result, ok } from '../result';
import type { OfflineQueue } from './offline-queue';

export function createOfflineCommands({ offline }: { offline: () => Promise<OfflineQueue> }) {
  return {
    async takeOverOfflineQueue(_: Record<string, never> = {}): Promise<Result<{ settled: number }>> {
      return ok({ settled: await (await offline()).takeOver() });
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
