/**
 * The clinic network: GET /api/clinics/list and the clinic logos at
 * GET /api/clinics/{logotype}/logotype.image, served from the images table. The list is read, checked
 * against the contract and serialised at most once per `ttlMs` (server/memo.ts), so a busy start page
 * costs the database nothing per request; index.html embeds the same read (server/http/static-app.ts).
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type Clinic, listClinics, parseWith } from '../../src/api';
import { encodeFirstScreen } from '../../src/api/first-screen-embed';
import { findClinicLogotype, listClinicsFromDb } from '../clinics/clinics-store';
import type { Database } from '../db/schema';
import { apiNotFound } from '../http/errors';
import { isPlainTextParam } from '../http/input';
import { type JsonAnswer, sendJsonAnswer, toJsonAnswer } from '../http/json-answer';
import { type Memo, memoize } from '../memo';
import { sendStoredImage } from '../images/serve-image';

export interface ClinicsList {
  /** When the list was read (ms since epoch). */
  at: number;
  clinics: Clinic[];
  answer: JsonAnswer;
  /** The same read as index.html embeds it (src/api/first-screen-embed.ts). */
  firstScreen: string;
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
      return {
        at,
        clinics,
        answer: toJsonAnswer({ clinics }),
        firstScreen: encodeFirstScreen({ at, clinics }),
      };
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
      return sendStoredImage(c, await findClinicLogotype(db, logotype));
    });
}
