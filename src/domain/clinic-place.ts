/**
 * A clinic's place as one line: its city and short address, whichever it has. The start page's row,
 * the server's plain-HTML first paint of that row and the clinic details all show this one line.
 */
export function clinicPlace(clinic: { address: { city: string }; shortAddress: string }): string {
  return [clinic.address.city, clinic.shortAddress].filter(Boolean).join(', ');
}
