/**
 * Links into the doctors screens: the doctors list's query parameters (`specialty`,
 * an id; `doctors`, a JSON array of ids), and where a service's specialists link or a specialty leads —
 * exactly one doctor goes straight to that doctor's page.
 */
import type { SpecialtyItem } from '../../../api/browsing';
import { doctorPath, doctorsPath } from '../../../domain/specialists-path';

export { DOCTORS_QUERY, specialistsPath } from '../../../domain/specialists-path';
export const SPECIALTY_QUERY = 'specialty';

export function specialtyPath(clinicId: number, item: SpecialtyItem): string {
  if (item.doctorIds.length === 1) return doctorPath(clinicId, item.doctorIds[0]!);
  return `${doctorsPath(clinicId)}?${SPECIALTY_QUERY}=${item.specialtyId}`;
}
