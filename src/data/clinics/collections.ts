/** The clinics area's collection, added to the worker's database by ../database.ts. */
import { type ClinicCollection, clinicsCollection } from './clinics-collection';

export interface ClinicsCollections {
  clinics: ClinicCollection;
}

export const clinicsCollections = { clinics: clinicsCollection } as const;
