/**
 * Browsing calls: doctors of the network, and per clinic its service categories,
 * services (paged, filtered, searchable), one service and its specialties. The doctors list answers an
 * object holding the list, like GET /clinics/list; the categories, services and specialties answer the
 * bare JSON array, as a clinic's own backend does, so the app reads either server alike. Paging and
 * filters travel in the query, never in the answer.
 */
import * as v from 'valibot';
import { SERVICE_TITLE_SEARCH_MAX } from '../domain/browsing-lists';
import { defineCall } from './contract';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const ids = v.array(id);

/** Only AVAILABLE and AVAILABLE_ONLY_WITH_THE_SERVICE are ever displayed. */
export const DoctorAvailability = {
  AVAILABLE: 1,
  NOT_AVAILABLE: 2,
  NOT_DISPLAYED_AVAILABLE_ONLY_WITH_THE_SERVICE: 3,
  AVAILABLE_ONLY_WITH_THE_SERVICE: 4,
} as const;
export type DoctorAvailabilityValue = (typeof DoctorAvailability)[keyof typeof DoctorAvailability];

export const DoctorSchema = v.object({
  id,
  fullName: v.string(),
  surname: v.string(),
  name: v.string(),
  secondName: v.nullable(v.string()),
  /** true or null: the male default avatar; false: the female one. */
  sex: v.nullable(v.boolean()),
  /** Avatar ids by size (e.g. thumb100); the image is /api/clinics/doctors/{avatar}/avatar.image. */
  avatars: v.record(v.string(), v.string()),
  specialties: v.array(v.object({ id, title: v.string() })),
  clinicIds: ids,
  clinicIdsWithProvidedServices: ids,
  availability: v.picklist([1, 2, 3, 4]),
  informationAboutDoctor: v.nullable(v.string()),
});
export type Doctor = v.InferOutput<typeof DoctorSchema>;

/** The longest category description sent; a longer one is cut to this many characters plus '…'. */
export const CATEGORY_DESCRIPTION_MAX = 512;

export const ServiceCategorySchema = v.object({
  id,
  title: v.string(),
  description: v.pipe(v.string(), v.maxLength(CATEGORY_DESCRIPTION_MAX + 1)),
  servicesCount: count,
});
export type ServiceCategory = v.InferOutput<typeof ServiceCategorySchema>;

export const ServiceSchema = v.object({
  id,
  title: v.string(),
  /** The amount in the configuration's currency (the symbol and its position come from configuration). */
  price: v.pipe(v.number(), v.minValue(0)),
  informationAboutService: v.optional(v.string()),
  doctorIds: ids,
});
export type Service = v.InferOutput<typeof ServiceSchema>;

export const SpecialtyItemSchema = v.object({
  specialtyId: id,
  specialtyTitle: v.string(),
  doctorsCount: count,
  doctorIds: ids,
});
export type SpecialtyItem = v.InferOutput<typeof SpecialtyItemSchema>;

export const listDoctors = defineCall({
  method: 'GET',
  path: '/clinics/doctors/list',
  payload: v.object({}),
  answer: v.object({ doctors: v.array(DoctorSchema) }),
  errorLists: [],
});

export const listServiceCategories = defineCall({
  method: 'GET',
  path: '/clinics/{clinicId}/service-categories/list',
  payload: v.object({}),
  answer: v.array(ServiceCategorySchema),
  errorLists: [],
});

/** The largest page of services one request may ask for. */
export const SERVICES_PAGE_MAX = 200;

/** Query of the services list; categoryId omitted means every category. */
export const ServicesQuerySchema = v.object({
  offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SERVICES_PAGE_MAX)),
  categoryId: v.optional(id),
  serviceTitle: v.optional(v.pipe(v.string(), v.maxLength(SERVICE_TITLE_SEARCH_MAX))),
  doctorId: v.optional(id),
});
export type ServicesQuery = v.InferOutput<typeof ServicesQuerySchema>;

export const listServices = defineCall({
  method: 'GET',
  path: '/clinics/{clinicId}/services/list',
  payload: ServicesQuerySchema,
  answer: v.array(ServiceSchema),
  errorLists: [],
});

/** 404 when the clinic or the service is unknown (the screen steps back). */
export const getService = defineCall({
  method: 'GET',
  path: '/clinics/{clinicId}/service/{serviceId}',
  payload: v.object({}),
  answer: ServiceSchema,
  errorLists: [],
});

export const listSpecialties = defineCall({
  method: 'GET',
  path: '/clinics/{clinicId}/specialties/list',
  payload: v.object({}),
  answer: v.array(SpecialtyItemSchema),
  errorLists: [],
});

export const AVATAR_SIZE = 'thumb100';
export const avatarPath = (avatar: string) => `/clinics/doctors/${encodeURIComponent(avatar)}/avatar.image`;
