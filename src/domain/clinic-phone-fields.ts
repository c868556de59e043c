/**
 * A clinic's phone fields, as the clinic information's page carries them beside the phones the server
 * made of them (./clinic-phones.ts): the page's phones stand for the clinic only while its fields are
 * these. A module of its own so the page's reader does not share a chunk with the formatting.
 */

/** The clinic's phone fields as the contract has them (src/api/clinics.ts; the domain imports no contract). */
export interface ClinicPhoneFields {
  phone1: string | null;
  notFormattedPhone1: string | null;
  phone2: string | null;
  notFormattedPhone2: string | null;
}

/** True when two clinics' phone fields are the same. */
export const samePhoneFields = (one: ClinicPhoneFields, other: ClinicPhoneFields): boolean =>
  one.phone1 === other.phone1 &&
  one.notFormattedPhone1 === other.notFormattedPhone1 &&
  one.phone2 === other.phone2 &&
  one.notFormattedPhone2 === other.notFormattedPhone2;
