/** A doctor of clinic 1 as the API sends it, booked directly, with no picture; a test names what it needs. */
import type { Doctor } from '../../../src/api/browsing';

export const testDoctor = (overrides: Partial<Doctor> = {}): Doctor => ({
  id: 5,
  fullName: 'Иванов Иван Иванович',
  surname: 'Иванов',
  name: 'Иван',
  secondName: 'Иванович',
  sex: true,
  avatars: {},
  specialties: [{ id: 1, title: 'Терапевт' }],
  clinicIds: [1],
  clinicIdsWithProvidedServices: [1],
  availability: 1,
  informationAboutDoctor: null,
  ...overrides,
});
