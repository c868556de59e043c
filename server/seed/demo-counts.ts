/**
 * A demo clinic's counts as the seeded rows give them: displayed doctors (server/browsing/display-rules.ts)
 * and their distinct specialties, its services, and its categories holding at least one service (the
 * categories the service-categories list answers).
 */
import type { Clinic } from '../../src/api';
import { isDisplayedIn } from '../browsing/display-rules';
import { DEMO_DOCTORS } from './demo-doctors';
import { DEMO_CATEGORIES, DEMO_SERVICES } from './demo-services';

export type ClinicCounts = Pick<
  Clinic,
  'doctorsCount' | 'servicesCount' | 'specialtiesCount' | 'onlineRecordingCategoriesCount'
>;

export function demoClinicCounts(clinicId: number, servicesAvailable: boolean): ClinicCounts {
  const doctors = DEMO_DOCTORS.filter(
    (doctor) => doctor.clinicIds.includes(clinicId) && isDisplayedIn(doctor.availability, servicesAvailable),
  );
  const services = DEMO_SERVICES.filter((service) => service.clinicId === clinicId);
  const categories = DEMO_CATEGORIES.filter(
    (category) =>
      category.clinicId === clinicId && services.some((service) => service.categoryId === category.id),
  );
  return {
    doctorsCount: doctors.length,
    servicesCount: services.length,
    specialtiesCount: new Set(doctors.flatMap((doctor) => doctor.specialtyIds)).size,
    onlineRecordingCategoriesCount: categories.length,
  };
}
