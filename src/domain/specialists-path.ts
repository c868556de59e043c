/**
 * Where a service's specialists link leads: exactly one doctor goes straight to that doctor's page,
 * more to the doctors list filtered by their ids (its `doctors` query, a JSON array). The app's link
 * and the server's plain-HTML service page both take it from here.
 */
import { pathFor } from './routes';

export const DOCTORS_QUERY = 'doctors';

export const doctorPath = (clinicId: number, doctorId: number) =>
  pathFor('doctor', { clinicId: String(clinicId), doctorId: String(doctorId) });
export const doctorsPath = (clinicId: number) => pathFor('doctors', { clinicId: String(clinicId) });

export function specialistsPath(clinicId: number, doctorIds: readonly number[]): string {
  if (doctorIds.length === 1) return doctorPath(clinicId, doctorIds[0]!);
  return `${doctorsPath(clinicId)}?${DOCTORS_QUERY}=${encodeURIComponent(JSON.stringify(doctorIds))}`;
}
