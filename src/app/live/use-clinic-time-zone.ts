import { useConfiguration } from './use-configuration';

/** Until the configuration has loaded, clinic-local times are read in Moscow time, the demo network's. */
export const FALLBACK_TIME_ZONE = 'Europe/Moscow';

/** The clinic network's time zone, in which every date and time the screens show is local. */
export function useClinicTimeZone(): string {
  return useConfiguration()?.timeZone ?? FALLBACK_TIME_ZONE;
}
