/**
 * The typed shape of the database as Kysely sees it. Column names are snake_case; mappers next to
 * each area turn rows into contract objects. Booleans are integers 0/1 on both dialects (SQLite has
 * no boolean type) and only mappers convert them.
 */
import type { Generated } from 'kysely';
import type { AccountsTables } from './accounts-schema';
import type { BookingTables } from './booking-schema';
import type { Flag } from './flag';
import type { LinksTables } from './links-schema';
import type { ResultsTables } from './results-schema';
import type { WaitlistTables } from './waitlist-schema';

export type { Flag } from './flag';

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
}

export interface ImagesTable {
  id: string;
  mime_type: string;
  /** Buffer from both better-sqlite3 (blob) and pg (bytea). */
  bytes: Uint8Array;
}

export interface ClinicsTable {
  id: number;
  title: string;
  city: string;
  short_address: string;
  email: string | null;
  phone1: string | null;
  phone2: string | null;
  not_formatted_phone1: string | null;
  not_formatted_phone2: string | null;
  site: string | null;
  information_about_clinic: string | null;
  doctors_available: Flag;
  services_available: Flag;
  show_information_about_clinic: Flag;
  doctors_count: number;
  services_count: number;
  specialties_count: number;
  online_recording_categories_count: number;
  /**
   * 1: the import removed the clinic but appointments still point at it, so it is kept for their
   * history and left out of every public list and of booking (remove-missing.ts).
   */
  hidden: Generated<Flag>;
}

export interface ClinicLogotypesTable {
  clinic_id: number;
  /** e.g. thumb100 (LOGO_SIZE). */
  size: string;
  image_id: string;
}

export interface DoctorsTable {
  id: number;
  surname: string;
  name: string;
  second_name: string | null;
  /** 1 male, 0 female, null unknown. */
  sex: Flag | null;
  /** Availability 1–4 (DoctorAvailability in src/api). */
  availability: number;
  information_about_doctor: string | null;
}

export interface DoctorAvatarsTable {
  doctor_id: number;
  /** e.g. thumb100 (AVATAR_SIZE). */
  size: string;
  image_id: string;
}

export interface SpecialtiesTable {
  id: number;
  title: string;
}

export interface DoctorSpecialtiesTable {
  doctor_id: number;
  specialty_id: number;
}

export interface DoctorClinicsTable {
  doctor_id: number;
  clinic_id: number;
}

export interface ServiceCategoriesTable {
  id: number;
  clinic_id: number;
  title: string;
  description: string | null;
  position: number;
}

export interface ServicesTable {
  id: number;
  clinic_id: number;
  category_id: number;
  title: string;
  /** The title folded for search (src/domain/title-search.ts). */
  title_search: string;
  /** Kopecks (minor units of the configured currency). */
  price_minor: number;
  duration_minutes: number;
  information_about_service: string | null;
}

export interface ServiceDoctorsTable {
  service_id: number;
  doctor_id: number;
}

export interface Database extends AccountsTables, BookingTables, ResultsTables, LinksTables, WaitlistTables {
  settings: SettingsTable;
  images: ImagesTable;
  clinics: ClinicsTable;
  clinic_logotypes: ClinicLogotypesTable;
  doctors: DoctorsTable;
  doctor_avatars: DoctorAvatarsTable;
  specialties: SpecialtiesTable;
  doctor_specialties: DoctorSpecialtiesTable;
  doctor_clinics: DoctorClinicsTable;
  service_categories: ServiceCategoriesTable;
  services: ServicesTable;
  service_doctors: ServiceDoctorsTable;
}

export type DialectName = 'sqlite' | 'postgres';
