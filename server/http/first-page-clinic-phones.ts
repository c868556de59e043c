/**
 * The clinic information page's phones, formatted here (src/domain/clinic-phones.ts with
 * libphonenumber-js) and carried in the page beside the clinics, so the screen shows them without the
 * formatter in its first load. Read through the app's own API like the rest of the page's data (the
 * clinics list and the configuration's country); null for a clinic that is not listed or hides its
 * information, whose screen steps back.
 */
import type { Clinic } from '../../src/api/clinics';
import type { Configuration } from '../../src/api/configuration';
import type { ClinicPhones } from '../../src/api/first-page-embed';
import { clinicPhones } from '../../src/domain/clinic-phones';
import { displayPhone } from '../../src/domain/phone-display';

export async function readClinicPhones(
  /** A public answer of the app's API (./first-page.ts's sources), or null unless a 200. */
  read: (path: string) => Promise<unknown>,
  clinicId: number,
): Promise<ClinicPhones | null> {
  const [list, configuration] = await Promise.all([
    read('/clinics/list') as Promise<{ clinics: Clinic[] } | null>,
    read('/configuration') as Promise<Pick<Configuration, 'alpha2'> | null>,
  ]);
  const clinic = list?.clinics.find((item) => item.id === clinicId);
  if (!clinic?.showInformationAboutClinic) return null;
  const country = configuration?.alpha2 ?? null;
  const { phone1, notFormattedPhone1, phone2, notFormattedPhone2 } = clinic;
  return {
    clinicId,
    country,
    phone1,
    notFormattedPhone1,
    phone2,
    notFormattedPhone2,
    phones: clinicPhones(clinic, country ?? undefined, displayPhone),
  };
}
