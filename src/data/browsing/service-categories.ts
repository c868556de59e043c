/**
 * The `service_categories` collection: one document per category of one clinic
 * (GET /clinics/{clinicId}/service-categories/list, kept 1 h, refreshed in the background after 60 s).
 *
 * Invariants: `id` is `{clinicId}:{categoryId}` so clinics never overwrite each other's rows; `order`
 * is the position in that clinic's last answer. Bump `version` with a named migration.
 */
import type { MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb/plugins/core';
import type { ServiceCategory } from '../../api/browsing';
import { stripMeta } from '../plain-json';
import { clinicRowIndexes, clinicRowProperties } from './store-rows';

export type ServiceCategoryDoc = Omit<ServiceCategory, 'id'> & {
  id: string;
  clinicId: number;
  categoryId: number;
  order: number;
};
export type ServiceCategoryCollection = RxCollection<ServiceCategoryDoc>;

export const serviceCategorySchema: RxJsonSchema<ServiceCategoryDoc> = {
  title: 'service category',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...clinicRowProperties,
    categoryId: { type: 'integer', minimum: 1 },
    title: { type: 'string' },
    description: { type: 'string' },
    servicesCount: { type: 'integer', minimum: 0 },
  },
  required: ['id', 'clinicId', 'categoryId', 'order', 'title', 'description', 'servicesCount'],
  indexes: clinicRowIndexes,
  additionalProperties: false,
};

export const serviceCategoryMigrations: MigrationStrategies = {};

export const serviceCategoriesCollection = {
  schema: serviceCategorySchema,
  migrationStrategies: serviceCategoryMigrations,
} as const;

export function toServiceCategoryDoc(
  clinicId: number,
  category: ServiceCategory,
  order: number,
): ServiceCategoryDoc {
  return { ...category, id: `${clinicId}:${category.id}`, clinicId, categoryId: category.id, order };
}

export function toServiceCategory(doc: ServiceCategoryDoc): ServiceCategory {
  const { id: _key, clinicId: _clinic, categoryId, order: _order, ...rest } = stripMeta(doc);
  return { ...rest, id: categoryId };
}
