/**
 * A JSON answer serialised once and sent many times: the public lists are read far more often than
 * they change, so a memo keeps the text, its ETag and its compressed bytes (made once per encoding,
 * http/compression.ts), and a client that holds the same list (the data worker revalidating with
 * If-None-Match, or the browser's HTTP cache) gets a 304 without a body.
 *
 * The ETag is the hash of the uncompressed text, with `-br` or `-gzip` added for a compressed answer:
 * each encoding is its own bytes and so its own tag. A client holding any encoding of the same text
 * holds the current list, so any of the three tags gets the 304, which carries the tag it named.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import {
  type Effort,
  encodingFor,
  etagFor,
  markEncoded,
  type PreparedBody,
  prepareBody,
  sendBody,
  worthCompressing,
} from './compression';

export interface JsonAnswer extends PreparedBody {
  /** The strong ETag of the uncompressed text. */
  etag: string;
}

const JSON_TYPE = 'application/json; charset=UTF-8';

/**
 * `effort`: `thorough` for an answer kept and sent many times (compressed well, once), the default
 * `quick` for one made for a single request.
 */
export function toJsonAnswer(value: unknown, effort: Effort = 'quick'): JsonAnswer {
  return answerOf(JSON.stringify(value), effort);
}

function answerOf(text: string, effort: Effort): JsonAnswer {
  return textAnswer(text, JSON_TYPE, effort);
}

/** The strong ETag of a text: its hash. */
export const textEtag = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/** A text of another type (the published NDJSON files) as an answer sent like the JSON lists. */
export function textAnswer(text: string, contentType: string, effort: Effort): JsonAnswer {
  return { ...prepareBody(text, contentType, effort), etag: textEtag(text) };
}

/**
 * For a memo's load: serialises each read, and when the text is what the last read gave, answers the
 * answer made then, so a list that did not change is not hashed or compressed again every memo period.
 */
export function keptJsonAnswers(): (value: unknown) => JsonAnswer {
  let last: JsonAnswer | null = null;
  return (value) => {
    const text = JSON.stringify(value);
    if (last?.text !== text) last = answerOf(text, 'thorough');
    return last;
  };
}

export function sendJsonAnswer(c: Context, answer: JsonAnswer, cacheControl: string): Promise<Response> {
  c.header('Cache-Control', cacheControl);
  const encoding = encodingFor(c, answer.size);
  const current = etagFor(answer.etag, encoding);
  const held = heldEtag(c.req.header('If-None-Match'), answer.etag, current);
  if (held) {
    markEncoded(c);
    c.header('ETag', held);
    if (worthCompressing(answer.size)) c.header('Vary', 'Accept-Encoding', { append: true });
    return Promise.resolve(c.body(null, 304));
  }
  return sendBody(c, answer, 200, answer.etag);
}

/**
 * The tag of the client's copy when If-None-Match names any encoding of this answer (`*`: the one
 * it would get now); null when it holds none of them.
 */
function heldEtag(header: string | undefined, etag: string, current: string): string | null {
  const tags = new Set([etag, etagFor(etag, 'br'), etagFor(etag, 'gzip')]);
  for (const tag of namedTags(header)) {
    if (tag === '*') return current;
    if (tags.has(tag)) return tag;
  }
  return null;
}

/** The tags If-None-Match names (a list of tags, weak ones read as strong, or `*`). */
const namedTags = (header: string | undefined): string[] =>
  header ? header.split(',').map((item) => item.trim().replace(/^W\//, '')) : [];

/** Whether If-None-Match names `etag` (or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  return namedTags(header).some((tag) => tag === '*' || tag === etag);
}
