/**
 * The `clinics` collection: one document per clinic of the network (GET /clinics/list).
 *
 * Invariants:
 * - RxDB primary keys are strings, so `id` is the clinic id as a decimal string and `clinicId` keeps the
 *   number the wire uses; `toClinic` turns a document back into the wire shape.
 * - `order` is the clinic's position in the server's last answer; the view sorts by it so the UI shows
 *   clinics as the server listed them.
 * - Bump `version` together with a named entry in `clinicMigrations` (RxDB runs them on open).
 */
import type { MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb/plugins/core';
import type { Clinic } from '../../api';
import { stripMeta } from '../plain-json';

export type ClinicDoc = Omit<Clinic, 'id'> & { id: string; clinicId: number; order: number };
export type ClinicCollection = RxCollection<ClinicDoc>;

const nullableString = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;

export const clinicSchema: RxJsonSchema<ClinicDoc> = {
  title: 'clinic',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    clinicId: { type: 'integer', minimum: 1 },
    // Indexed (RxDB wants min/max/multipleOf on an indexed number) so the sorted query uses the index.
    order: { type: 'integer', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
    title: { type: 'string' },
    address: {
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
    },
    shortAddress: { type: 'string' },
    email: nullableString,
    phone1: nullableString,
    phone2: nullableString,
    notFormattedPhone1: nullableString,
    notFormattedPhone2: nullableString,
    site: nullableString,
    informationAboutClinic: nullableString,
    logotypes: { type: 'object', additionalProperties: { type: 'string' } },
    doctorsAvailable: { type: 'boolean' },
    servicesAvailable: { type: 'boolean' },
    showInformationAboutClinic: { type: 'boolean' },
    doctorsCount: count,
    servicesCount: count,
    specialtiesCount: count,
    onlineRecordingCategoriesCount: count,
  },
  required: [
    'id',
    'clinicId',
    'order',
    'title',
    'address',
    'shortAddress',
    'email',
    'phone1',
    'phone2',
    'notFormattedPhone1',
    'notFormattedPhone2',
    'site',
    'informationAboutClinic',
    'logotypes',
    'doctorsAvailable',
    'servicesAvailable',
    'showInformationAboutClinic',
    'doctorsCount',
    'servicesCount',
    'specialtiesCount',
    'onlineRecordingCategoriesCount',
  ],
  indexes: ['order'],
  additionalProperties: false,
};

/** Keyed by the version they migrate to; `1: (old) => newShape` when the schema first changes. */
export const clinicMigrations: MigrationStrategies = {};

export const clinicsCollection = { schema: clinicSchema, migrationStrategies: clinicMigrations } as const;

export function toClinicDoc(clinic: Clinic, order: number): ClinicDoc {
  return { ...clinic, id: String(clinic.id), clinicId: clinic.id, order };
}

/** A stored document (plain JSON or RxDB's JSON) back in the wire shape. */
export function toClinic(doc: ClinicDoc): Clinic {
  const { id: _key, clinicId, order: _order, ...rest } = stripMeta(doc);
  return { ...rest, id: clinicId };
}
