/**
 * The `services` collection: single services of a clinic, as the service screen reads them
 * (GET /clinics/{clinicId}/service/{serviceId}, kept 6 h). Every page of a services list also writes
 * its rows here, so a service opened from a list shows at once and needs no request of its own; only
 * a service missing from here (a shared link, an old list) falls back to the server.
 *
 * Invariants: `id` is `{clinicId}:{serviceId}`; `storedAt` is when the row last came from the server
 * (through either call), so its age can be checked against the single service's lifetime.
 */
import type { MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb/plugins/core';
import type { Service } from '../../api/browsing';
import { stripMeta } from '../plain-json';

export type ServiceDoc = Omit<Service, 'id'> & {
  id: string;
  clinicId: number;
  serviceId: number;
  storedAt: number;
};
export type ServiceCollection = RxCollection<ServiceDoc>;

/** A service's fields as a schema, shared with the pages collection (which holds whole rows). */
export const serviceProperties = {
  title: { type: 'string' },
  price: { type: 'number', minimum: 0 },
  informationAboutService: { type: 'string' },
  doctorIds: { type: 'array', items: { type: 'integer', minimum: 1 } },
} as const;

export const serviceSchema: RxJsonSchema<ServiceDoc> = {
  title: 'service',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    clinicId: { type: 'integer', minimum: 1 },
    serviceId: { type: 'integer', minimum: 1 },
    storedAt: { type: 'number', minimum: 0 },
    ...serviceProperties,
  },
  required: ['id', 'clinicId', 'serviceId', 'storedAt', 'title', 'price', 'doctorIds'],
  additionalProperties: false,
};

export const serviceMigrations: MigrationStrategies = {};

export const servicesCollection = { schema: serviceSchema, migrationStrategies: serviceMigrations } as const;

export const serviceDocId = (clinicId: number, serviceId: number) => `${clinicId}:${serviceId}`;

export function toServiceDoc(clinicId: number, service: Service, storedAt: number): ServiceDoc {
  return { ...service, id: serviceDocId(clinicId, service.id), clinicId, serviceId: service.id, storedAt };
}

export function toService(doc: ServiceDoc): Service {
  const { id: _key, clinicId: _clinic, serviceId, storedAt: _at, ...rest } = stripMeta(doc);
  return { ...rest, id: serviceId };
}
