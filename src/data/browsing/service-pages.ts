/**
 * The `service_pages` collection: one document per fetched page of a services list
 * (GET /clinics/{clinicId}/services/list, kept 300 s). A list is named by its clinic, category (or
 * all), doctor filter, search text and page size; a page by its offset within it. Pages are fetched
 * only when the list is scrolled to them, so each one is its own resource and its own document.
 *
 * Invariants: `id` is the page's resource key (`servicePageKey`), so the bookkeeping document and the
 * rows share one name; `services` keeps the server's order. Bump `version` with a named migration.
 */
import type { MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb/plugins/core';
import type { Service } from '../../api/browsing';
import type { ServicePageQuery } from '../../api/first-page-services';
import { serviceProperties } from './services';

export interface ServicePageDoc {
  id: string;
  clinicId: number;
  offset: number;
  services: Service[];
}
export type ServicePageCollection = RxCollection<ServicePageDoc>;

export const servicePageSchema: RxJsonSchema<ServicePageDoc> = {
  title: 'service page',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    // The search text is at most 200 characters (SERVICE_TITLE_SEARCH_MAX); the rest of the key is short.
    id: { type: 'string', maxLength: 320 },
    clinicId: { type: 'integer', minimum: 1 },
    offset: { type: 'integer', minimum: 0 },
    services: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer', minimum: 1 }, ...serviceProperties },
        required: ['id', 'title', 'price', 'doctorIds'],
      },
    },
  },
  required: ['id', 'clinicId', 'offset', 'services'],
  additionalProperties: false,
};

export const servicePageMigrations: MigrationStrategies = {};

export const servicePagesCollection = {
  schema: servicePageSchema,
  migrationStrategies: servicePageMigrations,
} as const;

/** What names one page of a services list (a page's own data answers some: ../../api/first-page-services.ts). */
export type ServicePageParams = ServicePageQuery;

/** The page's resource key; the search text goes last because it may hold any character. */
export function servicePageKey(page: ServicePageParams): string {
  const category = page.categoryId ?? 'all';
  const doctor = page.doctorId ?? '-';
  return `services:${page.clinicId}:${category}:${doctor}:${page.limit}:${page.offset}:${page.search}`;
}
