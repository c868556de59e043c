/**
 * The client's service results: the list, paged, a result's
 * related protocols, and the two downloads (a protocol's PDF, an attachment's bytes). Every record is the
 * logged-in client's own; another client's result, protocol or attachment is unknown (404), never a leak.
 *
 * The results list and a result's related protocols answer bare JSON arrays, as a clinic's own
 * backend does; paging travels in the query. Our choices where the spec says "not shown": the list pages
 * over top-level results only, newest date first, and a complex result (kind 6) carries its children
 * (never listed on their own). With the configuration's serviceResultsAvailable off every call is a 404;
 * with serviceProtocolsAvailable or serviceAttachmentsAvailable off, the matching downloads (and the
 * related protocols) are a 404 and each result's meta says unavailable.
 */
import * as v from 'valibot';
import { DateSchema } from './booking';
import { defineCall } from './contract';

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** The largest page one request may ask for. */
export const RESULTS_PAGE_MAX = 100;
/** Kind 6 is a complex result, whose parts are its children. */
export const COMPLEX_RESULT_KIND = 6;
/** State 2 is a ready result. */
export const READY_RESULT_STATE = 2;
/** What the list shows for a blank title, a missing mime type. */
export const DEFAULT_FILE_TITLE = 'attached file';
export const DEFAULT_MIME_TYPE = 'application/octet-stream';

export const ResultAttachmentSchema = v.object({ id, title: v.string(), mimeType: v.string() });
export type ResultAttachment = v.InferOutput<typeof ResultAttachmentSchema>;

export const ResultProtocolSchema = v.object({ id, title: v.string(), hasPdf: v.boolean() });
export type ResultProtocol = v.InferOutput<typeof ResultProtocolSchema>;

export const ResultMetaSchema = v.object({
  /** The date as DD.MM.YYYY (the screens write their own labels from `date`). */
  formattedDate: v.string(),
  /** Files the client may download now: attachments and protocol PDFs whose flags are on. */
  filesCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The protocols flag is on and the result has a protocol with a PDF. */
  protocolAvailable: v.boolean(),
  /** The attachments flag is on and the result has an attachment. */
  attachmentsAvailable: v.boolean(),
  /** filesCount > 1: a click opens the file list instead of downloading. */
  multipleFiles: v.boolean(),
});

const resultFields = {
  id,
  title: v.string(),
  kind: v.pipe(v.number(), v.integer(), v.minValue(1)),
  state: v.pipe(v.number(), v.integer(), v.minValue(1)),
  date: DateSchema,
  executor: v.nullable(
    v.object({ surname: v.string(), name: v.string(), secondName: v.nullable(v.string()) }),
  ),
  /** The complex result this one is a part of; null for a top-level result. */
  complexId: v.nullable(id),
  attachments: v.array(ResultAttachmentSchema),
  /** The first protocol's id; null without protocols. */
  protocolId: v.nullable(id),
  protocols: v.array(ResultProtocolSchema),
  hasProtocols: v.boolean(),
  meta: ResultMetaSchema,
};

/** A part of a complex result: the same fields, with no parts of its own. */
export const ServiceResultChildSchema = v.object({ ...resultFields, children: v.tuple([]) });

export const ServiceResultSchema = v.object({ ...resultFields, children: v.array(ServiceResultChildSchema) });
export type ServiceResult = v.InferOutput<typeof ServiceResultSchema>;
export type ServiceResultChild = v.InferOutput<typeof ServiceResultChildSchema>;

export const ResultsQuerySchema = v.object({
  offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RESULTS_PAGE_MAX)),
});

/** Failures: 401 without a valid token; 400 bad input; 404 while the results flag is off. */
export const listServiceResults = defineCall({
  method: 'GET',
  path: '/clients/service-results',
  payload: ResultsQuerySchema,
  answer: v.array(ServiceResultSchema),
  errorLists: [],
});

/** A protocol: id and title, always a PDF. Only protocols that have one are listed. */
export const RelatedProtocolSchema = v.object({ id, title: v.string() });

/** `{id}` is the result's. Failures: 401; 400 bad id; 404 not the client's result or protocols off. */
export const listRelatedProtocols = defineCall({
  method: 'GET',
  path: '/clients/service/related-protocols/{id}',
  payload: v.object({}),
  answer: v.array(RelatedProtocolSchema),
  errorLists: [],
});

/**
 * The downloads answer bytes, not JSON: read the body as a Blob. They carry Content-Type, a
 * Content-Disposition attachment name (see downloadFileName) and Cache-Control: no-store.
 * Failures: 401; 400 bad id; 404 not the client's, no PDF, or the flag is off.
 */
export const downloadProtocol = defineCall({
  method: 'GET',
  path: '/clients/service/protocol/{id}',
  payload: v.object({}),
  answer: v.blob(),
  errorLists: [],
});

export const downloadAttachment = defineCall({
  method: 'GET',
  path: '/clients/service/attachment/{id}',
  payload: v.object({}),
  answer: v.blob(),
  errorLists: [],
});

/** A download's file name is at most 240 bytes of UTF-8 (safe on common file systems). */
export const FILE_NAME_MAX_BYTES = 240;
/** An extension kept through the cut, when it is this short. */
const MAX_KEPT_EXTENSION_BYTES = 16;

const encoder = new TextEncoder();
const utf8Length = (text: string) => encoder.encode(text).length;

/** The longest start of `text` within `maxBytes` of UTF-8, never splitting a character. */
export function cutToBytes(text: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (used + size > maxBytes) break;
    out += char;
    used += size;
  }
  return out;
}

/**
 * A name a file system accepts: runs of white space made one space, control characters and
 * \ / : * ? " < > | removed, leading and trailing spaces and dots dropped; blank → DEFAULT_FILE_TITLE; then cut
 * to FILE_NAME_MAX_BYTES of UTF-8, keeping a short extension (`.pdf`) so the file still opens.
 */
export function downloadFileName(name: string): string {
  const clean =
    name
      // Line breaks and tabs separate words: a space, not nothing.
      .replace(/\s+/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u001f\u007f-\u009f\\/:*?"<>|]/g, '')
      .replace(/ {2,}/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '') || DEFAULT_FILE_TITLE;
  if (utf8Length(clean) <= FILE_NAME_MAX_BYTES) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? clean.slice(dot) : '';
  const keep = extension && utf8Length(extension) <= MAX_KEPT_EXTENSION_BYTES ? extension : '';
  const stem = cutToBytes(clean.slice(0, clean.length - keep.length), FILE_NAME_MAX_BYTES - utf8Length(keep));
  return stem.replace(/[\s.]+$/, '') + keep;
}
