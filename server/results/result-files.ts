/**
 * One result's protocols and one file's bytes, each read only through the requesting client's results:
 * the join on service_results.client_id is the object-level check, so another client's id reads as
 * nothing (a 404), exactly like an id that does not exist.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_MIME_TYPE } from '../../src/api';
import type { Database } from '../db/schema';
import { fileMimeType, fileTitle } from './list-results';

export interface StoredFile {
  title: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** The result's protocols that have a PDF, in order; null when the result is not the client's. */
export async function relatedProtocols(
  db: Kysely<Database>,
  clientId: number,
  resultId: number,
): Promise<{ id: number; title: string }[] | null> {
  const result = await db
    .selectFrom('service_results')
    .select('id')
    .where('id', '=', resultId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!result) return null;
  const rows = await db
    .selectFrom('service_result_protocols')
    .select(['id', 'title'])
    .where('result_id', '=', resultId)
    .where('pdf', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: fileTitle(row.title) }));
}

export async function protocolFile(
  db: Kysely<Database>,
  clientId: number,
  protocolId: number,
): Promise<StoredFile | null> {
  const row = await db
    .selectFrom('service_result_protocols')
    .innerJoin('service_results', 'service_results.id', 'service_result_protocols.result_id')
    .select(['service_result_protocols.title', 'service_result_protocols.pdf'])
    .where('service_result_protocols.id', '=', protocolId)
    .where('service_results.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row?.pdf) return null;
  // A protocol is always a PDF.
  return { title: fileTitle(row.title), mimeType: 'application/pdf', bytes: row.pdf };
}

export async function attachmentFile(
  db: Kysely<Database>,
  clientId: number,
  attachmentId: number,
): Promise<StoredFile | null> {
  const row = await db
    .selectFrom('service_result_attachments')
    .innerJoin('service_results', 'service_results.id', 'service_result_attachments.result_id')
    .select([
      'service_result_attachments.title',
      'service_result_attachments.mime_type',
      'service_result_attachments.bytes',
    ])
    .where('service_result_attachments.id', '=', attachmentId)
    .where('service_results.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: fileTitle(row.title),
    mimeType: fileMimeType(row.mime_type ?? DEFAULT_MIME_TYPE),
    bytes: row.bytes,
  };
}
