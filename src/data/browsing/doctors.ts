/**
 * The `doctors` collection: one document per doctor of the network (GET /clinics/doctors/list, kept
 * 3 days). Every clinic's doctors list, doctor page and specialty filter reads from here; the
 * per-clinic display rule (availability, services) is applied by src/domain/browsing-doctors.ts, not stored.
 *
 * Invariants: `id` is the doctor id as a string (RxDB keys are strings), `doctorId` the wire number;
 * `order` is the position in the server's last answer. Bump `version` with a named migration.
 */
import type { MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb/plugins/core';
import type { Doctor } from '../../api/browsing';
import { stripMeta } from '../plain-json';

export type DoctorDoc = Omit<Doctor, 'id'> & { id: string; doctorId: number; order: number };
export type DoctorCollection = RxCollection<DoctorDoc>;

const idList = { type: 'array', items: { type: 'integer', minimum: 1 } } as const;

export const doctorSchema: RxJsonSchema<DoctorDoc> = {
  title: 'doctor',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    doctorId: { type: 'integer', minimum: 1 },
    order: { type: 'integer', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
    fullName: { type: 'string' },
    surname: { type: 'string' },
    name: { type: 'string' },
    secondName: { type: ['string', 'null'] },
    sex: { type: ['boolean', 'null'] },
    avatars: { type: 'object', additionalProperties: { type: 'string' } },
    specialties: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer', minimum: 1 }, title: { type: 'string' } },
        required: ['id', 'title'],
      },
    },
    clinicIds: idList,
    clinicIdsWithProvidedServices: idList,
    availability: { type: 'integer', enum: [1, 2, 3, 4] },
    informationAboutDoctor: { type: ['string', 'null'] },
  },
  required: [
    'id',
    'doctorId',
    'order',
    'fullName',
    'surname',
    'name',
    'secondName',
    'sex',
    'avatars',
    'specialties',
    'clinicIds',
    'clinicIdsWithProvidedServices',
    'availability',
    'informationAboutDoctor',
  ],
  indexes: ['order'],
  additionalProperties: false,
};

/** Keyed by the version they migrate to. */
export const doctorMigrations: MigrationStrategies = {};

export const doctorsCollection = { schema: doctorSchema, migrationStrategies: doctorMigrations } as const;

export function toDoctorDoc(doctor: Doctor, order: number): DoctorDoc {
  return { ...doctor, id: String(doctor.id), doctorId: doctor.id, order };
}

export function toDoctor(doc: DoctorDoc): Doctor {
  const { id: _key, doctorId, order: _order, ...rest } = stripMeta(doc);
  return { ...rest, id: doctorId };
}
