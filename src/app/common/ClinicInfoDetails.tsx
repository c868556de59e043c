/**
 * The clinic info popover's content (./ClinicDetails.tsx), its phones formatted here with the phone
 * formatter (libphonenumber-js). Lazy-loaded, so the start page's bundle stays small.
 */
import type { Clinic } from '../../api/clinics';
import { clinicPhones } from '../../domain/clinic-phones';
import { displayPhone } from '../../domain/phone-display';
import { ClinicDetails } from './ClinicDetails';

export default function ClinicInfoDetails({
  clinic,
  country,
}: {
  clinic: Clinic;
  country?: string | undefined;
}) {
  return <ClinicDetails clinic={clinic} phones={clinicPhones(clinic, country, displayPhone)} />;
}
