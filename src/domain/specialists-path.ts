/**
 * Where a service's specialists link and a specialty lead: exactly one doctor goes straight to that doctor's page,
 * more to the doctors list filtered by their ids (its `doctors` query, a JSON array). The app's link
 * and the server's plain-HTML service page both take it from here.
 */
import { pathFor } from './routes';

export const DOCTORS_QUERY = 'doctors';
export const SPECIALTY_QUERY = 'specialty';

export const doctorPath = (clinicId: number, doctorId: number) =>
  pathFor('doctor', { clinicId: String(clinicId), doctorId: String(doctorId) });
export const doctorsPath = (clinicId: number) => pathFor('doctors', { clinicId: String(clinicId) });

export function specialistsPath(clinicId: number, doctorIds: readonly number[]): string {
  if (doctorIds.length === 1) return doctorPath(clinicId, doctorIds[0]!);
  return `${doctorsPath(clinicId)}?${DOCTORS_QUERY}=${encodeURIComponent(JSON.stringify(doctorIds))}`;
}

/** Where a specialty leads: its only doctor's page, or the doctors list filtered by the specialty. */
export function specialtyPath(
  clinicId: number,
  item: { specialtyId: number; doctorIds: readonly number[] },
): string {
  if (item.doctorIds.length === 1) return doctorPath(clinicId, item.doctorIds[0]!);
  return `${doctorsPath(clinicId)}?${SPECIALTY_QUERY}=${item.specialtyId}`;
}
