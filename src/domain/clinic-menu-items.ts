/**
 * The clinic menu's items, each only when the clinic offers it: the app's menu screen and the
 * server's plain-HTML menu list the same ones.
 */
import type { RouteName } from './routes';

/** What the items depend on; src/api's Clinic has it all. */
export interface MenuClinic {
  showInformationAboutClinic: boolean;
  doctorsAvailable: boolean;
  servicesAvailable: boolean;
  doctorsCount: number;
  servicesCount: number;
  specialtiesCount: number;
}

/** The pluralised count lines, as translation keys. */
export type MenuCountKey =
  | 'clinicMenu.specialistsCount'
  | 'clinicMenu.servicesCount'
  | 'clinicMenu.specialtiesCount';

export interface ClinicMenuItem {
  id: 'information' | 'specialists' | 'services' | 'specialties';
  route: RouteName;
  /** The pluralised count line's key, with its count. */
  count?: { key: MenuCountKey; value: number };
}

/** Counts taken from the stored lists, where they are known; the clinic's own counts otherwise. */
export interface MenuCounts {
  doctors?: number;
  specialties?: number;
}

/** The items a clinic offers, in the booking spec's order. */
export function clinicMenuItems(clinic: MenuClinic, counts: MenuCounts = {}): ClinicMenuItem[] {
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
