/**
 * Browsing: GET /api/clinics/doctors/list, and per clinic its service categories, services (paged, by
 * category, title search or doctor), one service and its specialties; doctor avatars at
 * /api/clinics/doctors/{avatar}/avatar.image. The doctors list and each known clinic's categories and
 * specialties are read at most once per `ttlMs` (server/memo.ts); service pages depend on their query
 * and are read each time. An unknown clinic is a 404 before any query runs.
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import {
  type Clinic,
  getService,
  listDoctors,
  listServiceCategories,
  listServices,
  listSpecialties,
  parseWith,
} from '../../src/api';
import {
  findDoctorAvatar,
  findServiceInDb,
  listCategoriesFromDb,
  listDoctorsFromDb,
  listServicesFromDb,
  listSpecialtiesFromDb,
} from '../browsing/browsing-store';
import { parseServicesQuery } from '../browsing/params';
import type { Database } from '../db/schema';
import { apiNotFound } from '../http/errors';
import { type JsonAnswer, keptJsonAnswers, sendJsonAnswer, toJsonAnswer } from '../http/json-answer';
import { defineRoute, routerOf } from '../http/route';
import { storedImageRoute } from '../images/serve-image';
import { type Memo, memoize } from '../memo';
import type { ClinicsList } from './clinics';

const LIST_CACHE = 'no-cache';

export interface BrowsingOptions {
  db: Kysely<Database>;
  /** The clinics, to know a clinic (and whether it offers services) without a query. */
  clinics: Memo<ClinicsList>;
  ttlMs?: number;
}

export function browsingRoutes({ db, clinics, ttlMs = 2000 }: BrowsingOptions) {
  // Each memo keeps its last answer: an unchanged list is not hashed or compressed again.
  const doctorsAnswers = keptJsonAnswers();
  const doctors = memoize(
    async () =>
      doctorsAnswers(
        parseWith(listDoctors.answer, { doctors: await listDoctorsFromDb(db) }, 'GET /clinics/doctors/list'),
      ),
    ttlMs,
  );
  // One memo per known clinic and list; keys come only from the clinics table, so the maps stay small.
  const perClinic = new Map<string, Memo<JsonAnswer>>();
  const clinicMemo = (key: string, load: () => Promise<unknown>) => {
    let memo = perClinic.get(key);
    if (!memo) {
      const answers = keptJsonAnswers();
      memo = memoize(async () => answers(await load()), ttlMs);
      perClinic.set(key, memo);
    }
    return memo.get();
  };

  /** The clinic named by the path, found in the clinics memo; else a 404 before any query. */
  const clinicOf = async (c: Context, { params }: { params: { clinicId: number } }) =>
    (await clinics.get()).clinics.find((clinic: Clinic) => clinic.id === params.clinicId) ?? apiNotFound(c);
  const perClinicCall = { auth: 'public', params: { clinicId: 'id' }, load: clinicOf } as const;

  return routerOf([
    defineRoute(listDoctors, {
      auth: 'public',
      handle: async (c) => sendJsonAnswer(c, await doctors.get(), LIST_CACHE),
    }),
    defineRoute(listServiceCategories, {
      ...perClinicCall,
      handle: async (c, { loaded: clinic }) => {
        const answer = await clinicMemo(`categories:${clinic.id}`, async () =>
          parseWith(
            listServiceCategories.answer,
            await listCategoriesFromDb(db, clinic.id),
            'GET /clinics/{clinicId}/service-categories/list',
          ),
        );
        return sendJsonAnswer(c, answer, LIST_CACHE);
      },
    }),
    defineRoute(listSpecialties, {
      ...perClinicCall,
      handle: async (c, { loaded: clinic }) => {
        const answer = await clinicMemo(`specialties:${clinic.id}:${clinic.servicesAvailable}`, async () =>
          parseWith(
            listSpecialties.answer,
            await listSpecialtiesFromDb(db, clinic.id, clinic.servicesAvailable),
            'GET /clinics/{clinicId}/specialties/list',
          ),
        );
        return sendJsonAnswer(c, answer, LIST_CACHE);
      },
    }),
    defineRoute(listServices, {
      ...perClinicCall,
      // Bad input names the offending fields' lists.
      input: parseServicesQuery,
      handle: async (c, { loaded: clinic, input }) => {
        const services = await listServicesFromDb(db, clinic.id, input);
        const answer = parseWith(listServices.answer, services, 'GET /clinics/{clinicId}/services/list');
        return sendJsonAnswer(c, toJsonAnswer(answer), LIST_CACHE);
      },
    }),
    defineRoute(getService, {
      auth: 'public',
      params: { clinicId: 'id', serviceId: 'id' },
      load: clinicOf,
      handle: async (c, { loaded: clinic, params }) => {
        const service = await findServiceInDb(db, clinic.id, params.serviceId);
        if (!service) return apiNotFound(c);
        const answer = parseWith(getService.answer, service, 'GET /clinics/{clinicId}/service/{serviceId}');
        return sendJsonAnswer(c, toJsonAnswer(answer), LIST_CACHE);
      },
    }),
    storedImageRoute('/clinics/doctors/{name}/avatar.image', (name) => findDoctorAvatar(db, name)),
  ]);
}
