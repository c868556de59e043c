/**
 * When the schedule offers the waitlist, and for which last day: a day of the range on screen with no
 * free time with the one doctor shown (the last such day, which covers the earlier ones), or, right after
 * a booking with one doctor, any time before the booked day. The offered last day is one the doctor
 * works: "up to Sunday" for a doctor who never works Sundays leaves the patient unsure what is asked.
 */
import { addDays } from '../../../domain/time-zone';

export interface AskSuggestion {
  kind: 'emptyDay' | 'later';
  doctorId: number;
  /** The day with no free time the offer's question names (emptyDay only). */
  emptyDate?: string;
  /** Inclusive; a day the doctor works, as far as the days on screen tell. */
  lastDate: string;
}

type Day = { date: string; recordingPoints: Record<string, readonly number[]> };

const hasTimeWith = (day: Day, doctorId: number) =>
  Object.values(day.recordingPoints).some((doctors) => doctors.includes(doctorId));

/**
 * The nearest day on or after `date` that the doctor works: the only sign of that on screen is a free
 * time with him, so a day without one may be a day off, and asking up to it reads as a day he does not
 * work. Later days only widen the ask, so moving forward loses none of it. No such day on screen (or
 * `date` is off screen): `date` unchanged, as nothing says it is a day off.
 */
function workingDayOnOrAfter(days: readonly Day[], doctorId: number, date: string): string {
  const onScreen = days.some((day) => day.date === date);
  if (!onScreen) return date;
  const working = days.find((day) => day.date >= date && hasTimeWith(day, doctorId));
  return working?.date ?? date;
}

export function askSuggestion(
  days: readonly Day[] | null,
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
  const empty = days.filter((day) => !hasTimeWith(day, doctorId));
  const last = empty.at(-1);
  if (!last || last.date < today) return null;
  const lastDate = workingDayOnOrAfter(days, doctorId, last.date);
  return { kind: 'emptyDay', doctorId, emptyDate: last.date, lastDate };
}
