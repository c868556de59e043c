import { FALLBACK_TIME_ZONE } from '../../domain/time-zone';
import { useConfiguration } from './use-configuration';

/** The clinic network's time zone, in which every date and time the screens show is local. */
export function useClinicTimeZone(): string {
  return useConfiguration()?.timeZone ?? FALLBACK_TIME_ZONE;
}
