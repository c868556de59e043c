/** The clinics collection opens at its version, validates in dev-mode and maps to the wire shape. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, expect, test } from 'vitest';
import type { Clinic } from '../../src/api';
import {
  clinicMigrations,
  clinicSchema,
  toClinic,
  toClinicDoc,
} from '../../src/data/clinics/clinics-collection';
import { type PriyomDatabase, openDatabase } from '../../src/data/database';
import { uniqueDbName } from './support/worker';

const clinic: Clinic = {
  id: 42,
  title: 'Клиника',
  address: { city: 'Казань' },
  shortAddress: 'ул. Баумана, 1',
  email: null,
  phone1: '+7 843 000-00-00',
  phone2: null,
  notFormattedPhone1: '78430000000',
  notFormattedPhone2: null,
  site: null,
  informationAboutClinic: null,
  logotypes: { thumb100: 'logo-42' },
  doctorsAvailable: true,
  servicesAvailable: false,
  showInformationAboutClinic: true,
  doctorsCount: 3,
  servicesCount: 0,
  specialtiesCount: 2,
  onlineRecordingCategoriesCount: 1,
};

let db: PriyomDatabase | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

test('schema version 0 with named (empty) migrations', () => {
  expect(clinicSchema.version).toBe(0);
  expect(clinicSchema.primaryKey).toBe('id');
  expect(clinicMigrations).toEqual({});
});

test('a clinic round-trips through the collection in the wire shape', async () => {
  db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  await db.clinics.insert(toClinicDoc(clinic, 0));
  const stored = await db.clinics.findOne('42').exec();
  expect(stored?.clinicId).toBe(42);
  expect(toClinic(stored!.toMutableJSON())).toEqual(clinic);
});

test('dev-mode validation rejects a document that breaks the schema', async () => {
  db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  const { title: _title, ...withoutTitle } = toClinicDoc(clinic, 0);
  await expect(db.clinics.insert(withoutTitle as never)).rejects.toThrow();
});
