/**
 * A result's files as its row and its files dialog name them: attachments and protocol PDFs, each
 * only when its configuration flag is on, titled in the interface's language. Apart from the dialog,
 * so a results list loads the dialog's chunk only when a dialog opens.
 */
import { DEFAULT_FILE_TITLE, type ServiceResult, type ServiceResultChild } from '../../../api/results';
import type { ResultFile } from './use-download';

/** A result or one of its parts: both carry files. */
export type AnyResult = ServiceResult | ServiceResultChild;

/** The words for a file with no title of its own, in the interface's language. */
export interface FileWords {
  attachment: string;
  protocol: string;
}

/** The server writes a blank title as its English default; the reader gets a word of their language. */
export const named = (title: string, fallback: string) =>
  title.trim() === '' || title === DEFAULT_FILE_TITLE ? fallback : title;

/**
 * Whether the result's protocols are shown: the configuration's flag, or, before the configuration is
 * known, the server's word that a protocol PDF is available (which it gives only with the flag on).
 */
export const protocolsShown = (result: AnyResult, protocolsFlag: boolean | null) =>
  protocolsFlag ?? result.meta.protocolAvailable;

/** The files a click may download: attachments, then protocols that have a PDF. */
export function resultFiles(
  result: AnyResult,
  words: FileWords,
  protocolsFlag: boolean | null,
): ResultFile[] {
  const attachments = result.meta.attachmentsAvailable
    ? result.attachments.map((file) => ({
        kind: 'attachment' as const,
        id: file.id,
        title: named(file.title, words.attachment),
        mimeType: file.mimeType,
      }))
    : [];
  const protocols = protocolsShown(result, protocolsFlag)
    ? result.protocols
        .filter((protocol) => protocol.hasPdf)
        .map((protocol) => ({
          kind: 'protocol' as const,
          id: protocol.id,
          title: named(protocol.title, words.protocol),
          mimeType: 'application/pdf',
        }))
    : [];
  return [...attachments, ...protocols];
}
