/**
 * Which doctors a clinic shows: AVAILABLE ones, and AVAILABLE_ONLY_WITH_THE_SERVICE
 * ones where the clinic offers services. The clinic's doctorsCount and specialtiesCount and the
 * specialties list all count these doctors, so the menu's numbers match the lists behind them.
 */
import { DoctorAvailability } from '../../src/api';

export function isDisplayedIn(availability: number, clinicServicesAvailable: boolean): boolean {
  if (availability === DoctorAvailability.AVAILABLE) return true;
  return availability === DoctorAvailability.AVAILABLE_ONLY_WITH_THE_SERVICE && clinicServicesAvailable;
}

/** The availabilities a clinic shows, for a query's `in (...)`. */
export function displayedAvailabilities(clinicServicesAvailable: boolean): number[] {
  return clinicServicesAvailable
    ? [DoctorAvailability.AVAILABLE, DoctorAvailability.AVAILABLE_ONLY_WITH_THE_SERVICE]
    : [DoctorAvailability.AVAILABLE];
}
