/**
 * When the schedule offers the waitlist, and for which last day: a day of the range on screen with no
 * free time with the one doctor shown (the last such day, which covers the earlier ones), or, right after
 * a booking with one doctor, any time before the booked day.
 */
import { addDays } from '../../../domain/time-zone';

export interface AskSuggestion {
  kind: 'emptyDay' | 'later';
  doctorId: number;
  /** Inclusive. */
  lastDate: string;
}

export function askSuggestion(
  days: readonly { date: string; recordingPoints: Record<string, readonly number[]> }[] | null,
  doctorIds: readonly number[],
  booked: { doctorIds: readonly number[]; date: string } | null,
  today: string,
): AskSuggestion | null {
  const bookedDoctor = booked?.doctorIds.length === 1 ? booked.doctorIds[0] : undefined;
  if (booked && bookedDoctor !== undefined) {
    const lastDate = addDays(booked.date, -1);
    return lastDate >= today ? { kind: 'later', doctorId: bookedDoctor, lastDate } : null;
  }
  const doctorId = doctorIds.length === 1 ? doctorIds[0] : undefined;
  if (doctorId === undefined || !days) return null;
  const empty = days.filter((day) =>
    Object.values(day.recordingPoints).every((doctors) => !doctors.includes(doctorId)),
  );
  const last = empty.at(-1);
  return last && last.date >= today ? { kind: 'emptyDay', doctorId, lastDate: last.date } : null;
}
