/**
 * A JSON answer serialised once and sent many times: the public lists are read far more often than
 * they change, so a memo keeps the text and its ETag, and a client that has the same text (the data
 * worker revalidating through the HTTP cache) gets a 304 without a body.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export interface JsonAnswer {
  text: string;
  etag: string;
}

export function toJsonAnswer(value: unknown): JsonAnswer {
  const text = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  return { text, etag };
}

export function sendJsonAnswer(c: Context, answer: JsonAnswer, cacheControl: string): Response {
  c.header('Cache-Control', cacheControl);
  c.header('ETag', answer.etag);
  if (matchesEtag(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(answer.text);
}

/** If-None-Match holds a list of tags, weak or strong, or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const tag = item.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
