/**
 * The personal-link tables as Kysely sees them (migration 0006-links). Timestamps are ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';

/** The reminder columns a job instance claims and marks (server/reminders/claim.ts). */
export interface ReminderColumns {
  reminder_claimed_by: string | null;
  reminder_claimed_at: string | null;
  reminder_sent_at: string | null;
}

export interface FeedbackKeysTable extends ReminderColumns {
  key: string;
  appointment_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface FeedbacksTable {
  id: Generated<number>;
  feedback_key: string;
  appointment_id: number;
  doctor_id: number;
  general_assessment: number;
  net_promoter_score: number;
  comment: string;
  created_at: string;
}

export interface ShortLinksTable {
  key: string;
  /** A path of the app, e.g. /feedback/{key}. */
  url: string;
  created_at: string;
  expires_at: string;
}

export interface LinksTables {
  feedback_keys: FeedbackKeysTable;
  feedbacks: FeedbacksTable;
  short_links: ShortLinksTable;
}
