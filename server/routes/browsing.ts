/**
 * Browsing: GET /api/clinics/doctors/list, and per clinic its service categories,
 * services (paged, by category, title search or doctor), one service and its specialties; doctor
 * avatars at /api/clinics/doctors/{avatar}/avatar.image. The doctors list and each known clinic's
 * categories and specialties are read at most once per `ttlMs` (server/memo.ts); service pages depend
 * on their query and are read each time. An unknown clinic is a 404 before any query runs.
 */
import { Hono } from 'hono';
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
import { parseId, parseServicesQuery } from '../browsing/params';
import type { Database } from '../db/schema';
import { apiNotFound } from '../http/errors';
import { isPlainTextParam } from '../http/input';
import { type JsonAnswer, sendJsonAnswer, toJsonAnswer } from '../http/json-answer';
import { sendStoredImage } from '../images/serve-image';
import { type Memo, memoize } from '../memo';
import type { ClinicsList } from './clinics';

const LIST_CACHE = 'no-cache';

/** Hono's path of a contract path: `{name}` → `:name`. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export interface BrowsingOptions {
  db: Kysely<Database>;
  /** The clinics, to know a clinic (and whether it offers services) without a query. */
  clinics: Memo<ClinicsList>;
  ttlMs?: number;
}

export function browsingRoutes({ db, clinics, ttlMs = 2000 }: BrowsingOptions) {
  const doctors = memoize(
    async () =>
      toJsonAnswer(
        parseWith(listDoctors.answer, { doctors: await listDoctorsFromDb(db) }, 'GET /clinics/doctors/list'),
      ),
    ttlMs,
  );
  // One memo per known clinic and list; keys come only from the clinics table, so the maps stay small.
  const perClinic = new Map<string, Memo<JsonAnswer>>();
  const clinicMemo = (key: string, load: () => Promise<JsonAnswer>) => {
    let memo = perClinic.get(key);
    if (!memo) {
      memo = memoize(load, ttlMs);
      perClinic.set(key, memo);
    }
    return memo.get();
  };

  /** The clinic named by the path, or null (answer 404). */
  const clinicOf = async (c: Context): Promise<Clinic | null> => {
    const id = parseId(c.req.param('clinicId'));
    if (id === null) return null;
    return (await clinics.get()).clinics.find((clinic) => clinic.id === id) ?? null;
  };

  return new Hono()
    .get(listDoctors.path, async (c) => sendJsonAnswer(c, await doctors.get(), LIST_CACHE))
    .get(honoPath(listServiceCategories.path), async (c) => {
      const clinic = await clinicOf(c);
      if (!clinic) return apiNotFound(c);
      const answer = await clinicMemo(`categories:${clinic.id}`, async () =>
        toJsonAnswer(
          parseWith(
            listServiceCategories.answer,
            { categories: await listCategoriesFromDb(db, clinic.id) },
            'GET /clinics/{clinicId}/service-categories/list',
          ),
        ),
      );
      return sendJsonAnswer(c, answer, LIST_CACHE);
    })
    .get(honoPath(listSpecialties.path), async (c) => {
      const clinic = await clinicOf(c);
      if (!clinic) return apiNotFound(c);
      const answer = await clinicMemo(`specialties:${clinic.id}:${clinic.servicesAvailable}`, async () =>
        toJsonAnswer(
          parseWith(
            listSpecialties.answer,
            { specialties: await listSpecialtiesFromDb(db, clinic.id, clinic.servicesAvailable) },
            'GET /clinics/{clinicId}/specialties/list',
          ),
        ),
      );
      return sendJsonAnswer(c, answer, LIST_CACHE);
    })
    .get(honoPath(listServices.path), async (c) => {
      const clinic = await clinicOf(c);
      if (!clinic) return apiNotFound(c);
      const query = parseServicesQuery(c.req.queries());
      if (!query.ok) {
        c.header('Cache-Control', 'no-store');
        return c.json(query.errors, 400);
      }
      const services = await listServicesFromDb(db, clinic.id, query.value);
      const answer = parseWith(listServices.answer, { services }, 'GET /clinics/{clinicId}/services/list');
      return sendJsonAnswer(c, toJsonAnswer(answer), LIST_CACHE);
    })
    .get(honoPath(getService.path), async (c) => {
      const clinic = await clinicOf(c);
      const serviceId = parseId(c.req.param('serviceId'));
      if (!clinic || serviceId === null) return apiNotFound(c);
      const service = await findServiceInDb(db, clinic.id, serviceId);
      if (!service) return apiNotFound(c);
      const answer = parseWith(getService.answer, service, 'GET /clinics/{clinicId}/service/{serviceId}');
      return sendJsonAnswer(c, toJsonAnswer(answer), LIST_CACHE);
    })
    .get('/clinics/doctors/:avatar/avatar.image', async (c) => {
      const avatar = c.req.param('avatar');
      if (!isPlainTextParam(avatar, 200)) return apiNotFound(c);
      return sendStoredImage(c, await findDoctorAvatar(db, avatar));
    });
}
