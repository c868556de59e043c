/**
 * Where a browsing route goes when its clinic does not offer the section: the clinic
 * information steps back when the clinic hides it; services and doctors sections the clinic does not
 * offer go to the root (an unknown clinic too, handled by the screens before this). The service
 * categories screen also skips itself when the clinic has no categories for online recording.
 */
import { ALL_CATEGORIES } from './route-params';
import { type RouteName, pathFor } from './routes';

export interface ClinicSections {
  id: number;
  doctorsAvailable: boolean;
  servicesAvailable: boolean;
  showInformationAboutClinic: boolean;
  onlineRecordingCategoriesCount: number;
}

/** null: the clinic offers the route's section. */
export function sectionRedirect(route: RouteName, clinic: ClinicSections): 'root' | 'back' | null {
  switch (route) {
    case 'clinic':
      return clinic.showInformationAboutClinic ? null : 'back';
    case 'service-categories':
    case 'services':
    case 'service':
      return clinic.servicesAvailable ? null : 'root';
    case 'doctors':
    case 'doctor':
    case 'specialties':
      return clinic.doctorsAvailable ? null : 'root';
    default:
      return null;
  }
}

/**
 * Service categories: with no online-recording categories (the clinic's count, or an empty answer
 * once loaded) the screen skips to all services, or to the doctors when the clinic has no services.
 * null: show the categories.
 */
export function categoriesSkipTarget(clinic: ClinicSections, loadedCount: number | null): string | null {
  if (clinic.onlineRecordingCategoriesCount > 0 && loadedCount !== 0) return null;
  const clinicId = String(clinic.id);
  return clinic.servicesAvailable
    ? pathFor('services', { clinicId, categoryId: ALL_CATEGORIES })
    : pathFor('doctors', { clinicId });
}

/** Where the header's clinic title leads: the clinic information, or its menu when that is hidden. */
export function clinicTitleTarget(clinic: ClinicSections): string {
  const clinicId = String(clinic.id);
  return clinic.showInformationAboutClinic
    ? pathFor('clinic', { clinicId })
    : pathFor('clinic-menu', { clinicId });
}
