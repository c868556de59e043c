/**
 * GET /clients/service-results: one page of the client's top-level results, newest date first (then
 * newest id), each complex result with its parts, files and protocols, and the meta the screen decides
 * clicks by. Three reads per page whatever its size: the page, its parts, then the files and protocols
 * of all of them (never the bytes, only whether a protocol has a PDF).
 */
import { type Kysely, type Selectable, sql } from 'kysely';
import {
  DEFAULT_FILE_TITLE,
  DEFAULT_MIME_TYPE,
  type ResultAttachment,
  type ResultProtocol,
  type ServiceResult,
  type ServiceResultChild,
} from '../../src/api';
import type { Database } from '../db/schema';

export interface FileFlags {
  protocols: boolean;
  attachments: boolean;
}

const RESULT_COLUMNS = [
  'id',
  'complex_id',
  'date',
  'title',
  'kind',
  'state',
  'executor_surname',
  'executor_name',
  'executor_second_name',
] as const;

type ResultRow = Selectable<Database['service_results']>;

/** The display default: a blank title is 'attached file'. */
export const fileTitle = (title: string) => (title.trim() === '' ? DEFAULT_FILE_TITLE : title);

/** A stored mime type that is a plain `type/subtype`, else application/octet-stream. */
export function fileMimeType(value: string | null): string {
  const type = value?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/.test(type)
    ? type
    : DEFAULT_MIME_TYPE;
}

const formattedDate = (date: string) => date.split('-').reverse().join('.');

export async function listClientResults(
  db: Kysely<Database>,
  clientId: number,
  page: { offset: number; limit: number },
  flags: FileFlags,
): Promise<ServiceResult[]> {
  const top = await db
    .selectFrom('service_results')
    .select(RESULT_COLUMNS)
    .where('client_id', '=', clientId)
    .where('complex_id', 'is', null)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (top.length === 0) return [];
  const parts = await db
    .selectFrom('service_results')
    .select(RESULT_COLUMNS)
    .where('client_id', '=', clientId)
    .where(
      'complex_id',
      'in',
      top.map((row) => row.id),
    )
    .orderBy('date', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const ids = [...top, ...parts].map((row) => row.id);
  const attachments = await db
    .selectFrom('service_result_attachments')
    .select(['id', 'result_id', 'title', 'mime_type'])
    .where('result_id', 'in', ids)
    .orderBy('id')
    .execute();
  const protocols = await db
    .selectFrom('service_result_protocols')
    .select(['id', 'result_id', 'title', sql<number>`case when pdf is null then 0 else 1 end`.as('has_pdf')])
    .where('result_id', 'in', ids)
    .orderBy('id')
    .execute();

  const filesOf = new Map<number, { attachments: ResultAttachment[]; protocols: ResultProtocol[] }>();
  const files = (id: number) => {
    const entry = filesOf.get(id) ?? { attachments: [], protocols: [] };
    filesOf.set(id, entry);
    return entry;
  };
  for (const row of attachments) {
    files(row.result_id).attachments.push({
      id: row.id,
      title: fileTitle(row.title),
      mimeType: fileMimeType(row.mime_type),
    });
  }
  for (const row of protocols) {
    files(row.result_id).protocols.push({
      id: row.id,
      title: fileTitle(row.title),
      hasPdf: Number(row.has_pdf) === 1,
    });
  }
  const toResult = (row: Omit<ResultRow, 'client_id' | 'created_at'>): ServiceResultChild =>
    mapResult(row, files(row.id), flags);
  return top.map((row) => ({
    ...toResult(row),
    children: parts.filter((part) => part.complex_id === row.id).map(toResult),
  }));
}

function mapResult(
  row: Omit<ResultRow, 'client_id' | 'created_at'>,
  { attachments, protocols }: { attachments: ResultAttachment[]; protocols: ResultProtocol[] },
  flags: FileFlags,
): ServiceResultChild {
  const pdfs = protocols.filter((protocol) => protocol.hasPdf).length;
  const protocolAvailable = flags.protocols && pdfs > 0;
  const attachmentsAvailable = flags.attachments && attachments.length > 0;
  const filesCount = (protocolAvailable ? pdfs : 0) + (attachmentsAvailable ? attachments.length : 0);
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    state: row.state,
    date: row.date,
    executor:
      row.executor_surname === null && row.executor_name === null
        ? null
        : {
            surname: row.executor_surname ?? '',
            name: row.executor_name ?? '',
            secondName: row.executor_second_name,
          },
    complexId: row.complex_id,
    children: [],
    attachments,
    protocolId: protocols[0]?.id ?? null,
    protocols,
    hasProtocols: protocols.length > 0,
    meta: {
      formattedDate: formattedDate(row.date),
      filesCount,
      protocolAvailable,
      attachmentsAvailable,
      multipleFiles: filesCount > 1,
    },
  };
}
