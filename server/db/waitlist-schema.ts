/**
 * The waitlist tables as Kysely sees them (migration 0009-waitlist). Dates `YYYY-MM-DD` and times
 * `HH:mm` are clinic-local; timestamps are ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';
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
  end_reason:
    | 'removed'
    | 'fulfilled'
    | 'expired'
    | 'doctor_left'
    | 'doctor_unavailable'
    /** An import hid or removed the clinic (waitlist/clinic-closed.ts). */
    | 'clinic_closed'
    | null;
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
