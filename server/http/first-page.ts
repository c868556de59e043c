/**
 * The data a screen's first render needs, brought inside index.html (src/api/first-page-embed.ts): the
 * doctors list, a clinic's specialties, a doctor's or a service's page (the doctors list, the service,
 * and the schedule's first range as the page's schedule asks for it), the services screens
 * (./first-page-services.ts) and the clinic information's phones (./first-page-clinic-phones.ts); the
 * schedule's range starts on the clinic's today, for the doctor alone or every doctor of the service. Read through the app's
 * own API, so each part is exactly that call's answer, from the same memoised reads; a part the API
 * does not answer with a 200 is left out, and the page then loads it as before.
 */
import type { Doctor, Service, SpecialtyItem } from '../../src/api/browsing';
import type { ScheduleDay } from '../../src/api/booking';
import type { FirstPage, FirstPageSchedule } from '../../src/api/first-page-embed';
import { matchRoute } from '../../src/domain/routes';
import { clinicToday } from '../../src/domain/time-zone';
import { readClinicPhones } from './first-page-clinic-phones';
import { servicesFirstPage } from './first-page-services';

export interface FirstPageSources {
  /** A public answer of the app's API under /api (a POST when a body is given), or null unless a 200. */
  read(path: string, body?: unknown): Promise<unknown>;
  /** The network's time zone: the schedule's first range starts on the clinic's today. */
  timeZone(): Promise<string>;
  now?: () => number;
}

export type FirstPageReader = (path: string) => Promise<FirstPage | null>;

/**
 * The doctors of the page's clinic, not the network's: a page shows one clinic's, and a large network's
 * list would make every such page megabytes. The data worker fetches the whole list behind it.
 */
const doctorsOfClinic = (doctors: readonly Doctor[], clinicId: number) => ({
  doctors: doctors.filter((doctor) => doctor.clinicIds.includes(clinicId)),
  doctorsOf: clinicId,
});

export function firstPageReader({ read, timeZone, now = Date.now }: FirstPageSources): FirstPageReader {
  const schedule = async (query: Omit<FirstPageSchedule, 'days' | 'date'>) => {
    const date = clinicToday(now(), await timeZone());
    const { clinicId, ...payload } = query;
    const days = (await read(`/clinics/${clinicId}/doctors-schedule`, { ...payload, date })) as
      | ScheduleDay[]
      | null;
    return days ? { ...query, date, days } : undefined;
  };

  return async (path) => {
    const match = matchRoute(path);
    const at = now();
    if (match?.route.name === 'doctor') {
      const clinicId = Number(match.params.clinicId);
      const doctorId = Number(match.params.doctorId);
      const [list, range] = await Promise.all([
        read('/clinics/doctors/list') as Promise<{ doctors: Doctor[] } | null>,
        schedule({ clinicId, doctorIds: [doctorId], entryTypeId: null }),
      ]);
      if (!list) return null;
      return { at, ...doctorsOfClinic(list.doctors, clinicId), ...(range && { schedule: range }) };
    }
    if (match?.route.name === 'specialties') {
      const clinicId = Number(match.params.clinicId);
      // Not the doctors list: only a specialty's info names its doctors, and that opens on a tap, by
      // when the worker has read them; in the page it would be 26 KB more before the first paint.
      const specialties = (await read(`/clinics/${clinicId}/specialties/list`)) as SpecialtyItem[] | null;
      return specialties ? { at, specialties: { clinicId, specialties } } : null;
    }
    if (match?.route.name === 'clinic') {
      const clinicPhones = await readClinicPhones(read, Number(match.params.clinicId));
      return clinicPhones ? { at, clinicPhones } : null;
    }
    if (match?.route.name === 'doctors') {
      const list = (await read('/clinics/doctors/list')) as { doctors: Doctor[] } | null;
      return list ? { at, ...doctorsOfClinic(list.doctors, Number(match.params.clinicId)) } : null;
    }
    if (match?.route.name === 'service') {
      const clinicId = Number(match.params.clinicId);
      const serviceId = Number(match.params.serviceId);
      // The doctors list too: the service's specialists link is in the first render, not a line that
      // pushes the schedule down when the worker's list arrives.
      const [service, range, list] = await Promise.all([
        read(`/clinics/${clinicId}/service/${serviceId}`) as Promise<Service | null>,
        schedule({ clinicId, doctorIds: [], entryTypeId: serviceId }),
        read('/clinics/doctors/list') as Promise<{ doctors: Doctor[] } | null>,
      ]);
      if (!service) return null;
      return {
        at,
        service: { clinicId, service },
        ...(list && doctorsOfClinic(list.doctors, clinicId)),
        ...(range && { schedule: range }),
      };
    }
    const services = await servicesFirstPage(match, read);
    return services ? { at, ...services } : null;
  };
}
