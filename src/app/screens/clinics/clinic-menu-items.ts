/** The clinic menu's items, each only when the clinic offers it. */
import type { Clinic } from '../../../api/clinics';
import type { RouteName } from '../../../domain/routes';

export interface ClinicMenuItem {
  id: 'information' | 'specialists' | 'services' | 'specialties';
  route: RouteName;
  /** Translation key of the pluralised count line, with its count. */
  count?: { key: string; value: number };
}

/** Counts taken from the stored lists, where they are known; the clinic's own counts otherwise. */
export interface MenuCounts {
  doctors?: number;
  specialties?: number;
}

/** The items a clinic offers, in the spec's order. */
export function clinicMenuItems(clinic: Clinic, counts: MenuCounts = {}): ClinicMenuItem[] {
  const items: ClinicMenuItem[] = [];
  if (clinic.showInformationAboutClinic) items.push({ id: 'information', route: 'clinic' });
  if (clinic.doctorsAvailable) {
    items.push({
      id: 'specialists',
      route: 'doctors',
      count: { key: 'clinicMenu.specialistsCount', value: counts.doctors ?? clinic.doctorsCount },
    });
  }
  if (clinic.servicesAvailable) {
    items.push({
      id: 'services',
      route: 'service-categories',
      count: { key: 'clinicMenu.servicesCount', value: clinic.servicesCount },
    });
  }
  if (clinic.doctorsAvailable) {
    items.push({
      id: 'specialties',
      route: 'specialties',
      count: { key: 'clinicMenu.specialtiesCount', value: counts.specialties ?? clinic.specialtiesCount },
    });
  }
  return items;
}
