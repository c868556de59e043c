/**
 * Downloading a result's file through the session (the bearer header, one refresh on a 401): the bytes
 * cross to the tab, which saves them. Never stored: results are the most private data we hold.
 */
import { downloadAttachment, downloadProtocol } from '../../api/results';
import type { Download } from '../api-client';
import type { Session } from '../account/session';
import { type Result, fail, ok } from '../result';

export function createRecordsCommands({ session }: { session: () => Promise<Session> }) {
  return {
    async downloadResultFile(input: {
      kind: 'attachment' | 'protocol';
      id: number;
    }): Promise<Result<Download>> {
      const { api } = await session();
      const call = input.kind === 'attachment' ? downloadAttachment : downloadProtocol;
      const result = await api.download(call, { params: { id: input.id } });
      return result.ok ? ok(result.data) : fail(result.kind, result.errors);
    },
  };
}
