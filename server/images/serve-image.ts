/**
 * Sends a stored image (clinic logo, doctor avatar) as a public, long-cached, ETagged answer. Images
 * are SVG among others, served from our own origin: opened directly (not as an <img>) an SVG runs its
 * scripts with the portal's origin. The policy lets it draw and nothing else — no script, no fetch, no
 * navigation (sandbox) — and nosniff keeps a browser from reading the bytes as anything but their type.
 * Bytes stored with a type outside IMAGE_TYPES are never sent.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { defineCall } from '../../src/api';
import { apiNotFound } from '../http/errors';
import { matchesEtag } from '../http/json-answer';
import { defineRoute } from '../http/route';
import { imageEtag, imageType } from './images-store';

export const IMAGE_CACHE = 'public, max-age=86400';
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function sendStoredImage(c: Context, image: { mimeType: string; bytes: Uint8Array } | null): Response {
  const type = image && imageType(image.mimeType);
  if (!image || !type) return apiNotFound(c);
  const etag = imageEtag(image.bytes);
  c.header('Cache-Control', IMAGE_CACHE);
  c.header('ETag', etag);
  // Set here, not left to the app's middleware, so the image is safe wherever its router is mounted.
  c.header('Content-Security-Policy', IMAGE_CSP);
  c.header('X-Content-Type-Options', 'nosniff');
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', type);
  c.header('Content-Length', String(image.bytes.byteLength));
  return c.body(new Uint8Array(image.bytes));
}

/**
 * GET of a stored image by the name in its path (`{name}`): the server's own call, since its answer is
 * bytes the contract has no schema for. A name that is not plain text is a 404 before any query.
 */
export function storedImageRoute(
  path: string,
  find: (name: string) => Promise<{ mimeType: string; bytes: Uint8Array } | null>,
) {
  const call = defineCall({
    method: 'GET',
    path,
    payload: v.object({}),
    answer: v.unknown(),
    errorLists: [],
  });
  return defineRoute(call, {
    auth: 'public',
    params: { name: 'name' },
    handle: async (c, { params }) => sendStoredImage(c, await find(params.name)),
  });
}
