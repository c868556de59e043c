/** The clinics area's views, merged into `Views` (../view-types.ts). Plain JSON only. */
import type { Clinic, Configuration } from '../../api';

export interface ClinicsViews {
  clinics: { params: Record<string, never>; data: Clinic[] };
  configuration: { params: Record<string, never>; data: Configuration };
}
