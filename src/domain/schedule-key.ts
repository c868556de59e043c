/**
 * One name for a schedule request (a clinic, a service or none, a first day, some doctors), shared by
 * the worker's stored ranges, the tabs' watches and the server's answer memo. The doctors are a set:
 * the server answers the same for any order or repeats, so the ids are sorted and de-duplicated.
 */
export interface ScheduleQuery {
  clinicId: number;
  /** Empty: every doctor of the clinic who may be booked. */
  doctorIds: readonly number[];
  /** The service; null or absent when a doctor is booked directly. */
  serviceId?: number | null;
  /** The range's first day, clinic-local `YYYY-MM-DD`. */
  date: string;
}

/** The doctor ids as a set: sorted ascending, each once. */
export function normaliseDoctorIds(doctorIds: readonly number[]): number[] {
  return [...new Set(doctorIds)].sort((a, b) => a - b);
}

/** The doctor ids as one text (`3,7,12`; empty for none), the same for equal sets. */
export const doctorIdsKey = (doctorIds: readonly number[]): string => normaliseDoctorIds(doctorIds).join(',');

/** The ids `doctorIdsKey` wrote. */
export const doctorIdsFromKey = (key: string): number[] => (key === '' ? [] : key.split(',').map(Number));

/** `schedule:{clinic}:{service or -}:{date}:{doctor ids}`: a stored range's id and resource key. */
export function scheduleKey({ clinicId, doctorIds, serviceId, date }: ScheduleQuery): string {
  return `schedule:${clinicId}:${serviceId ?? '-'}:${date}:${doctorIdsKey(doctorIds)}`;
}
