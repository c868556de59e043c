/**
 * The waitlist tables as Kysely sees them (migration 0009-waitlist). Dates `YYYY-MM-DD` and times
 * `HH:mm` are clinic-local; timestamps are ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';
import type { WaitlistEndReason } from '../../src/api/waitlist';
import type { ReminderColumns } from './links-schema';

export interface WaitlistRequestsTable {
  id: Generated<number>;
  client_id: number;
  clinic_id: number;
  doctor_id: number;
  service_id: number | null;
  /** Inclusive: the last day the client would take. */
  last_date: string;
  created_at: string;
  ended_at: string | null;
  /** `clinic_closed`: an import hid or removed the clinic (waitlist/clinic-closed.ts). */
  end_reason: WaitlistEndReason | null;
  /** When the patient took the ended request off their list (migration 0021-waitlist-dismissed). */
  dismissed_at: string | null;
}

export type OfferStatus = 'held' | 'accepted' | 'declined' | 'expired' | 'taken';

/** The offer's message is claimed and marked through the reminder columns (server/reminders/claim.ts). */
export interface WaitlistOffersTable extends ReminderColumns {
  id: Generated<number>;
  key: string;
  request_id: number;
  client_id: number;
  clinic_id: number;
  doctor_id: number;
  service_id: number | null;
  date: string;
  time: string;
  status: OfferStatus;
  offered_at: string;
  expires_at: string;
  decided_at: string | null;
  appointment_id: number | null;
}

export interface WaitlistTables {
  waitlist_requests: WaitlistRequestsTable;
  waitlist_offers: WaitlistOffersTable;
}
