/**
 * The `specialties` collection: one document per specialty item of one clinic
 * (GET /clinics/{clinicId}/specialties/list, kept 1 h, refreshed in the background after 60 s).
 *
 * Invariants: `id` is `{clinicId}:{specialtyId}`; `order` is the position in that clinic's last answer.
 * Bump `version` with a named migration.
 */
import type { MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb/plugins/core';
import type { SpecialtyItem } from '../../api/browsing';
import { stripMeta } from '../plain-json';
import { clinicRowIndexes, clinicRowProperties } from './store-rows';

export type SpecialtyDoc = SpecialtyItem & { id: string; clinicId: number; order: number };
export type SpecialtyCollection = RxCollection<SpecialtyDoc>;

export const specialtySchema: RxJsonSchema<SpecialtyDoc> = {
  title: 'specialty',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...clinicRowProperties,
    specialtyId: { type: 'integer', minimum: 1 },
    specialtyTitle: { type: 'string' },
    doctorsCount: { type: 'integer', minimum: 0 },
    doctorIds: { type: 'array', items: { type: 'integer', minimum: 1 } },
  },
  required: ['id', 'clinicId', 'order', 'specialtyId', 'specialtyTitle', 'doctorsCount', 'doctorIds'],
  indexes: clinicRowIndexes,
  additionalProperties: false,
};

export const specialtyMigrations: MigrationStrategies = {};

export const specialtiesCollection = {
  schema: specialtySchema,
  migrationStrategies: specialtyMigrations,
} as const;

export function toSpecialtyDoc(clinicId: number, item: SpecialtyItem, order: number): SpecialtyDoc {
  return { ...item, id: `${clinicId}:${item.specialtyId}`, clinicId, order };
}

export function toSpecialtyItem(doc: SpecialtyDoc): SpecialtyItem {
  const { id: _key, clinicId: _clinic, order: _order, ...rest } = stripMeta(doc);
  return rest;
}
