/**
 * Downloading a result's file through the session (the bearer header, one refresh on a 401): the bytes
 * cross to the tab, which saves them. A file opened once is kept in the login's private cache
 * (./private-files.ts) and given from there when the network fails, with the time it was kept.
 */
import { downloadAttachment, downloadProtocol } from '../../api/results';
import type { ApiFailure } from '../api-client';
import type { CacheStorageLike } from '../account/private-caches';
import type { Session } from '../account/session';
import { type Result, fail, ok } from '../result';
import { type ResultFile, type ResultFileRef, keepFile, keptFile } from './private-files';

export interface RecordsCommandDeps {
  session: () => Promise<Session>;
  /** Where opened files are kept for offline reading; none: never kept. */
  caches?: CacheStorageLike;
  now: () => number;
}

/** No answer worth showing: the kept copy is the better one. */
const networkFailed = (failure: ApiFailure) =>
  failure.kind === 'offline' || (failure.kind === 'server' && (failure.status ?? 500) >= 500);

export function createRecordsCommands({ session: ready, caches, now }: RecordsCommandDeps) {
  return {
    async downloadResultFile(input: ResultFileRef): Promise<Result<ResultFile>> {
      const session = await ready();
      const loginId = async () => (await session.store.read()).loginId;
      const before = await loginId();
      const call = input.kind === 'attachment' ? downloadAttachment : downloadProtocol;
      const result = await session.api.download(call, { params: { id: input.id } });
      if (result.ok) {
        // The bytes came: a copy that cannot be kept (the device's storage full) loses the offline copy
        // only, not the file the patient asked for.
        if (caches && before !== null)
          await session
            .writePrivate(before, () => keepFile(caches, before, input, result.value, now()))
            .catch((error: unknown) => console.warn('[priyom-data] a result file was not kept', error));
        return ok({ ...result.value, storedAt: null });
      }
      if (caches && before !== null && networkFailed(result.error)) {
        // A copy that cannot be read is no copy: the failure is told as it came.
        const kept = await keptFile(caches, before, input).catch(() => null);
        if (kept) return ok(kept);
      }
      return fail(result.error.kind, result.error.errors);
    },
  };
}
