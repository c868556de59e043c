/**
 * Which appointment statuses (the wire's numbers) hold the doctor's time and which count as upcoming.
 * The unique index of migration 0004 uses the same freeing statuses; change both together.
 */
import { AppointmentStatus } from '../../src/api';

/** Cancelled by the client and failed (no-show) give the time back. */
export const FREEING_STATUSES: readonly number[] = [
  AppointmentStatus.CANCELED_BY_CLIENT,
  AppointmentStatus.FAILED,
];

/** Active (not greyed in the list) when not past: need approval, confirmed, approved, arrived, billed. */
export const ACTIVE_STATUSES: readonly number[] = [
  AppointmentStatus.NEED_APPROVAL,
  AppointmentStatus.CONFIRMED_BY_ADMINISTRATOR,
  AppointmentStatus.APPROVED,
  AppointmentStatus.ARRIVED,
  AppointmentStatus.BILLED,
];
