/**
 * The schedule's serialised answers (with their compressed bytes, made once per kept answer), kept per instance for at most `ttlMs` (default 1 s) and only
 * within one clinic-local minute (only future times are listed), keyed by everything the answer
 * depends on. A booking made through this instance drops them all at once, so its client never sees
 * the time just booked as free. A booking made through another instance over the same database may
 * still show as free here for up to `ttlMs`: that is safe, because create-appointment does not trust
 * the schedule — the partial unique index refuses the second booking of a time (migration 0004) and
 * the client gets the taken-time answer with the nearest free times. A cancel drops them too; one
 * made through another instance shows its time free here once the kept answer ends: an answer is
 * timed from before its database read, so it can never outlive a cancel committed before that read
 * by more than `ttlMs` (1 s) — on SQLite and PostgreSQL alike, with nothing to send between instances.
 */
import type { PreparedBody } from '../http/compression';

export interface ScheduleAnswers {
  /** The answer for `key` at the clinic-local `minute`, computed at most once per `ttlMs`; null: 404. */
  get(key: string, minute: string, compute: () => Promise<PreparedBody | null>): Promise<PreparedBody | null>;
  /** Forget every kept answer (a booking changed the free times). */
  invalidate(): void;
}

/** Answers kept at once; past this the whole set is dropped (a flood of distinct asks only evicts). */
const MAX_ANSWERS = 2048;

export function createScheduleAnswers(ttlMs = 1000, now: () => number = Date.now): ScheduleAnswers {
  const kept = new Map<string, { at: number; minute: string; text: Promise<PreparedBody | null> }>();
  return {
    get(key, minute, compute) {
      const at = now();
      const entry = kept.get(key);
      if (entry && entry.minute === minute && at - entry.at < ttlMs) return entry.text;
      const text = compute();
      if (ttlMs <= 0) return text;
      if (kept.size >= MAX_ANSWERS) kept.clear();
      const fresh = { at, minute, text };
      kept.set(key, fresh);
      // A failed read is not kept: the next ask reads again.
      text.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      return text;
    },
    invalidate() {
      // In-flight reads go too: one begun before the booking may not include it.
      kept.clear();
    },
  };
}
