/** An appointment of clinic 1 as the API lists it; a test names what it needs. */
import type { Appointment } from '../../../src/api/appointments';
import { STATUS } from '../../../src/domain/appointment-status';

export const testAppointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 3,
  date: '2026-12-09',
  time: '10:30',
  status: STATUS.APPROVED,
  doctorId: 5,
  clinicId: 1,
  duration: 30,
  services: [],
  feedbackKey: null,
  clinic: { title: 'Первая клиника', shortAddress: 'ул. Садовая, 1' },
  doctor: { fullName: 'Петров Игорь Сергеевич' },
  ...overrides,
});
