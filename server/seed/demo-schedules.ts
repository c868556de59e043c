/**
 * The demo doctors' working hours, pure: open-ended weekly hours (so the demo always has free times
 * within the 60-day booking horizon), plus one day off and one shortened day per doctor placed
 * relative to the seed's date. A doctor of several clinics splits the week between them.
 */
import { DoctorAvailability } from '../../src/api';
import { addDays, isoWeekday } from '../../src/domain/time-zone';
import { DEMO_DOCTORS, type DemoDoctor } from './demo-doctors';

export interface DemoHours {
  doctorId: number;
  clinicId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
}

const H = 60;

/** Odd ids work days in two halves around lunch with 30-minute slots; even ids shifts of 20 minutes. */
function dayIntervals(doctorId: number, weekday: number): [number, number, number][] {
  if (doctorId % 2 === 1) {
    if (weekday > 5) return [];
    return [
      [9 * H, 13 * H, 30],
      [14 * H, 18 * H, 30],
    ];
  }
  if (weekday === 7) return [];
  if (weekday === 6) return [[10 * H, 14 * H, 30]];
  return weekday % 2 === 1 ? [[12 * H, 20 * H, 20]] : [[8 * H, 12 * H, 20]];
}

export function demoHours(doctor: DemoDoctor): DemoHours[] {
  if (doctor.availability === DoctorAvailability.NOT_AVAILABLE) return [];
  const hours: DemoHours[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    // With several clinics, weekday w goes to clinic number w mod n.
    const clinicId = doctor.clinicIds[weekday % doctor.clinicIds.length];
    if (clinicId === undefined) continue;
    for (const [startMinute, endMinute, slotMinutes] of dayIntervals(doctor.id, weekday)) {
      hours.push({ doctorId: doctor.id, clinicId, weekday, startMinute, endMinute, slotMinutes });
    }
  }
  return hours;
}

export const DEMO_HOURS: readonly DemoHours[] = DEMO_DOCTORS.flatMap(demoHours);

/** The doctor's day off, counted from the seed's date (within the horizon, never today or tomorrow). */
export const demoDayOff = (doctorId: number, today: string) => addDays(today, 5 + ((doctorId * 7) % 50));

/** The doctor's shortened day (10:00–12:00 only), counted from the seed's date. */
export const demoShortDay = (doctorId: number, today: string) => addDays(today, 3 + ((doctorId * 11) % 50));
export const SHORT_DAY = { startMinute: 10 * H, endMinute: 12 * H } as const;

/** The doctor's first full working day in the clinic at or after `from` (no day off or short day). */
export function firstWorkingDay(
  doctorId: number,
  clinicId: number,
  from: string,
  today: string,
): { date: string; hours: DemoHours } | null {
  for (let offset = 0; offset < 28; offset++) {
    const date = addDays(from, offset);
    if (date === demoDayOff(doctorId, today) || date === demoShortDay(doctorId, today)) continue;
    const hours = DEMO_HOURS.find(
      (row) => row.doctorId === doctorId && row.clinicId === clinicId && row.weekday === isoWeekday(date),
    );
    if (hours) return { date, hours };
  }
  return null;
}
