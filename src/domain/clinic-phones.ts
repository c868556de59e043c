/**
 * A clinic's phones as its information shows them: each of its two numbers through a display rule
 * (./phone-display.ts's displayPhone, which needs libphonenumber-js), the numbers that give nothing left
 * out and the same number entered twice shown once. The rule comes in as an argument so that this
 * module does not bring the formatter with it: the server formats the phones into the clinic
 * information's page, and the screen loads the formatter only for phones the page did not bring.
 */
import type { ClinicPhoneFields } from './clinic-phone-fields';
import type { DisplayPhone } from './phone-display';

export type PhoneDisplayRule = (
  formatted: string | null | undefined,
  notFormatted: string | null | undefined,
  defaultCountry?: string,
) => DisplayPhone | null;

export function clinicPhones(
  clinic: ClinicPhoneFields,
  country: string | undefined,
  display: PhoneDisplayRule,
): DisplayPhone[] {
  return (
    [
      display(clinic.phone1, clinic.notFormattedPhone1, country),
      display(clinic.phone2, clinic.notFormattedPhone2, country),
    ]
      .filter((phone) => phone !== null)
      // The same number entered twice is one link.
      .filter((phone, index, all) => all.findIndex((other) => other.href === phone.href) === index)
  );
}
