import { useEffect, useState } from 'react';
import { FALLBACK_TIME_ZONE, clinicToday } from '../../domain/time-zone';
import { useConfiguration } from './use-configuration';

/** How often a screen left open looks whether the clinic's day has turned. */
const DAY_CHECK_MS = 60_000;

/** The clinic network's time zone, in which every date and time the screens show is local. */
export function useClinicTimeZone(): string {
  return useConfiguration()?.timeZone ?? FALLBACK_TIME_ZONE;
}

/**
 * The clinic's today, `YYYY-MM-DD`, following the clock past midnight: a screen left open overnight (or
 * a tab woken the next morning) says 'today' and 'tomorrow' of the right days, and asks for no day
 * already past. Checked every minute and when the tab becomes visible; the same day renders nothing.
 */
export function useClinicToday(): string {
  const timeZone = useClinicTimeZone();
  const [today, setToday] = useState(() => clinicToday(new Date(), timeZone));
  useEffect(() => {
    const check = () => setToday(clinicToday(new Date(), timeZone));
    check();
    const timer = setInterval(check, DAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timeZone]);
  return today;
}
