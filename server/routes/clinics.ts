/**
 * The clinic network: GET /api/clinics/list and the clinic logos at
 * GET /api/clinics/{logotype}/logotype.image, served from the images table. The list is read, checked
 * against the contract and serialised at most once per `ttlMs` (server/memo.ts), so a busy start page
 * costs the database nothing per request; index.html embeds the same read (server/http/static-app.ts).
 */
import type { Kysely } from 'kysely';
import { type Clinic, listClinics, parseWith } from '../../src/api';
import { encodeFirstScreen } from '../../src/api/first-screen-embed';
import { findClinicLogotype, listClinicsFromDb } from '../clinics/clinics-store';
import type { Database } from '../db/schema';
import { type JsonAnswer, keptJsonAnswers, sendJsonAnswer } from '../http/json-answer';
import { defineRoute, routerOf } from '../http/route';
import { storedImageRoute } from '../images/serve-image';
import { type Memo, memoize } from '../memo';

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
  const answers = keptJsonAnswers();
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
        answer: answers({ clinics }),
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
  return routerOf([
    defineRoute(listClinics, {
      auth: 'public',
      handle: async (c) => sendJsonAnswer(c, (await list.get()).answer, 'no-cache'),
    }),
    storedImageRoute('/clinics/{name}/logotype.image', (name) => findClinicLogotype(db, name)),
  ]);
}
