/**
 * The clinic information's phones as the server formatted them into the page (src/api/first-page-embed.ts
 * `clinicPhones`), when they were made from this clinic's phone fields with this country; else
 * undefined, and the screen formats them itself. Here, in the screen's own chunk, rather than beside the
 * block's reader, which every browsing screen loads.
 */
import type { ClinicPhoneFields } from '../../../domain/clinic-phone-fields';
import { samePhoneFields } from '../../../domain/clinic-phone-fields';
import type { DisplayPhone } from '../../../domain/phone-display';
import { embeddedFirstPage } from '../../live/browsing';

export function pagePhones(
  clinicId: number,
  fields: ClinicPhoneFields,
  country: string | undefined,
): readonly DisplayPhone[] | undefined {
  const phones = embeddedFirstPage()?.clinicPhones;
  return phones &&
    Array.isArray(phones.phones) &&
    phones.clinicId === clinicId &&
    phones.country === (country ?? null) &&
    samePhoneFields(phones, fields)
    ? phones.phones
    : undefined;
}

/** True when the page brought the clinic information's phones (for whichever clinic). */
export const pageHasPhones = (): boolean => embeddedFirstPage()?.clinicPhones !== undefined;
