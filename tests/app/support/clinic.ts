/** A clinic as the API sends it: no contacts, no logo, everything offered; a test names what it needs. */
import type { Clinic } from '../../../src/api/clinics';

export const testClinic = (overrides: Partial<Clinic> = {}): Clinic => ({
  id: 1,
  title: 'Клиника',
  address: { city: 'Москва' },
  shortAddress: 'ул. Садовая, 1',
  email: null,
  phone1: null,
  phone2: null,
  notFormattedPhone1: null,
  notFormattedPhone2: null,
  site: null,
  informationAboutClinic: null,
  logotypes: {},
  doctorsAvailable: true,
  servicesAvailable: true,
  showInformationAboutClinic: true,
  doctorsCount: 1,
  servicesCount: 1,
  specialtiesCount: 1,
  onlineRecordingCategoriesCount: 1,
  ...overrides,
});
