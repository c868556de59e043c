/**
 * The clinic network (booking spec §3 "Clinic"): GET /api/clinics/list and the clinic logos at
 * GET /api/clinics/{logotype}/logotype.image, served from the images table. The list is read, checked
 * against the contract and serialised at most once per `ttlMs` (server/memo.ts), so a busy start page
 * costs the database nothing per request; index.html embeds the same read (server/http/static-app.ts).
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type Clinic, listClinics, parseWith } from '../../src/api';
import { findClinicLogotype, listClinicsFromDb } from '../clinics/clinics-store';
import type { Database } from '../db/schema';
import { apiNotFound } from '../http/errors';
import { isPlainTextParam } from '../http/input';
import { type JsonAnswer, matchesEtag, sendJsonAnswer, toJsonAnswer } from '../http/json-answer';
import { type Memo, memoize } from '../memo';
import { imageEtag, imageType } from '../images/images-store';

const LOGO_CACHE = 'public, max-age=86400';
/**
 * Logos are SVG served from our own origin: opened directly (not as an <img>) an SVG runs its scripts
 * with the portal's origin. This policy lets it draw and nothing else — no script, no fetch, no
 * navigation (sandbox) — and nosniff keeps a browser from reading the bytes as anything but their type.
 */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface ClinicsList {
  /** When the list was read (ms since epoch). */
  at: number;
  clinics: Clinic[];
  answer: JsonAnswer;
}

/** The list, read, checked against the contract and serialised at most once per `ttlMs`. */
export function createClinicsList(
  db: Kysely<Database>,
  ttlMs = 2000,
  now: () => number = Date.now,
): Memo<ClinicsList> {
  return memoize(
    async () => {
      const at = now();
      const { clinics } = parseWith(
        listClinics.answer,
        { clinics: await listClinicsFromDb(db) },
        'GET /clinics/list',
      );
      return { at, clinics, answer: toJsonAnswer({ clinics }) };
    },
    ttlMs,
    now,
  );
}

export function clinicsRoutes({
  db,
  list = createClinicsList(db),
}: {
  db: Kysely<Database>;
  list?: Memo<ClinicsList>;
}) {
  return new Hono()
    .get(listClinics.path, async (c) => sendJsonAnswer(c, (await list.get()).answer, 'no-cache'))
    .get('/clinics/:logotype/logotype.image', async (c) => {
      const logotype = c.req.param('logotype');
      if (!isPlainTextParam(logotype, 200)) return apiNotFound(c);
      const image = await findClinicLogotype(db, logotype);
      // Bytes stored with any other type are never sent: from our origin they could run as a page.
      const type = image && imageType(image.mimeType);
      if (!image || !type) return apiNotFound(c);
      const etag = imageEtag(image.bytes);
      c.header('Cache-Control', LOGO_CACHE);
      c.header('ETag', etag);
      // Set here, not left to the app's middleware, so the logo is safe wherever this router is mounted.
      c.header('Content-Security-Policy', LOGO_CSP);
      c.header('X-Content-Type-Options', 'nosniff');
      if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
      c.header('Content-Type', type);
      c.header('Content-Length', String(image.bytes.byteLength));
      return c.body(new Uint8Array(image.bytes));
    });
}
