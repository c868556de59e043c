/**
 * Links into the doctors screens: the doctors list's query parameters (`specialty`,
 * an id; `doctors`, a JSON array of ids), and where a service's specialists link or a specialty leads —
 * exactly one doctor goes straight to that doctor's page.
 */
import type { SpecialtyItem } from '../../../api/browsing';
import { pathFor } from '../../../domain/routes';

export const SPECIALTY_QUERY = 'specialty';
export const DOCTORS_QUERY = 'doctors';

const doctorPath = (clinicId: number, doctorId: number) =>
  pathFor('doctor', { clinicId: String(clinicId), doctorId: String(doctorId) });
const doctorsPath = (clinicId: number) => pathFor('doctors', { clinicId: String(clinicId) });

export function specialistsPath(clinicId: number, doctorIds: readonly number[]): string {
  if (doctorIds.length === 1) return doctorPath(clinicId, doctorIds[0]!);
  return `${doctorsPath(clinicId)}?${DOCTORS_QUERY}=${encodeURIComponent(JSON.stringify(doctorIds))}`;
}

export function specialtyPath(clinicId: number, item: SpecialtyItem): string {
  if (item.doctorIds.length === 1) return doctorPath(clinicId, item.doctorIds[0]!);
  return `${doctorsPath(clinicId)}?${SPECIALTY_QUERY}=${item.specialtyId}`;
}
