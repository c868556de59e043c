/**
 * Links into the doctors screens: the doctors list's query parameters (`specialty`,
 * an id; `doctors`, a JSON array of ids), and where a service's specialists link or a specialty leads —
 * exactly one doctor goes straight to that doctor's page. The server's plain-HTML pages use the same.
 */
export {
  DOCTORS_QUERY,
  SPECIALTY_QUERY,
  specialistsPath,
  specialtyPath,
} from '../../../domain/specialists-path';
