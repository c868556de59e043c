/**
 * Personal links through the worker API (Comlink, fake-indexeddb, the real in-process server with the
 * demo links): no login needed; a confirmation link shows its appointment and confirms it once (a retry
 * with the same Idempotency-Key answers alike); a feedback is sent once and then is no longer
 * available; a short link gives a path of the app; an unknown key fails; a cancel by link makes the
 * booking dialog's closest appointment be asked for again.
 */
import { expect, test } from 'vitest';
import { demoLinks } from '../../server/seed/demo-links';
import { FAMILY } from './support/session';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';
import { STATUS } from '../../src/domain/appointment-status';

const world = perTestWorld();
const now = () => {
  const iso = new Date().toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};
const keyOf = (path: string | undefined) => path?.split('/').at(-1) ?? '';

test('confirm by link: the appointment, then approved once; a retry answers alike', async () => {
  const { api } = world.worker();
  const clientAccessKey = keyOf((await demoLinks(world.server.db)).confirmation);
  expect(clientAccessKey).toMatch(/^democa/);

  const shown = await api.appointmentByKey({ clientAccessKey, ...now() });
  expect(shown.ok).toBe(true);
  expect(shown.ok && shown.value.doctorFullName.length).toBeGreaterThan(0);

  const intent = { clientAccessKey, status: STATUS.APPROVED, idempotencyKey: 'confirm-1' };
  const confirmed = await api.confirmByKey(intent);
  expect(confirmed).toEqual({ ok: true, value: { status: STATUS.APPROVED } });
  expect(await api.confirmByKey(intent)).toEqual(confirmed);

  const unknown = await api.appointmentByKey({ clientAccessKey: 'zzzzzzzzzz', ...now() });
  expect(unknown).toMatchObject({ ok: false, error: { kind: 'server' } });
});

test('feedback by link: the doctor, sent once, then no longer available; a short link leads to it', async () => {
  const { api } = world.worker();
  const links = await demoLinks(world.server.db);
  const redirect = await api.shortLinkRedirect({ key: keyOf(links['short link']) });
  expect(redirect.ok).toBe(true);
  const url = redirect.ok ? redirect.value.url : '';
  expect(url).toMatch(/^\/feedback\//);
  const key = keyOf(url);

  const asked = await api.feedbackByKey({ key });
  expect(asked.ok && asked.value.doctorFullName.length).toBeGreaterThan(0);

  const feedback = {
    key,
    generalAssessmentOfAdmission: 9,
    netPromoterScore: 10,
    comment: '  Thank you  ',
    idempotencyKey: 'feedback-1',
  };
  expect(await api.createFeedback(feedback)).toEqual({ ok: true, value: { sent: true } });
  const again = await api.createFeedback({ ...feedback, idempotencyKey: 'feedback-2' });
  expect(again.ok).toBe(false);
  expect(!again.ok && again.error.errors.createClientFeedbackErrors).toEqual([
    'errors.feedback.feedback_is_no_longer_available',
  ]);
  const gone = await api.feedbackByKey({ key });
  expect(!gone.ok && gone.error.errors.createClientFeedbackErrors).toEqual([
    'errors.feedback.feedback_is_no_longer_available',
  ]);
});

test('a cancel by link makes the closest appointment be asked for again, not kept for its minute', {
  timeout: 60_000,
}, async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const schedule = await watch(api, {
    view: 'schedule',
    params: { clinicId: 1, doctorIds: [], serviceId: null, date: now().date },
  });
  const days = (await schedule.until(settled, 'the schedule')).data ?? [];
  const [date, time, doctorId] = days
    .flatMap((day) => Object.entries(day.recordingPoints).map(([at, ids]) => [day.date, at, ids[0]] as const))
    .find(([, , id]) => id !== undefined)!;
  const booked = await api.bookAppointment({
    payload: { clinicId: 1, doctorIds: [doctorId!], date, time },
    idempotencyKey: 'book-then-cancel-by-link',
  });
  if (!booked.ok) throw new Error('the booking failed');
  const query = { kind: 'doctor' as const, id: doctorId!, ...now() };
  const CLOSEST = '/api/clients/doctor/closest-appointment';
  await api.closestAppointment(query);
  await api.closestAppointment(query);
  expect(world.network.count(CLOSEST)).toBe(1);

  const { client_access_key: clientAccessKey } = await world.server.db
    .selectFrom('appointments')
    .select('client_access_key')
    .where('id', '=', booked.value.appointment.id)
    .executeTakeFirstOrThrow();
  const cancelled = await api.confirmByKey({
    clientAccessKey: clientAccessKey!,
    status: STATUS.CANCELED_BY_CLIENT,
    idempotencyKey: 'cancel-by-link',
  });
  expect(cancelled).toEqual({ ok: true, value: { status: STATUS.CANCELED_BY_CLIENT } });
  const after = await api.closestAppointment(query);
  expect(world.network.count(CLOSEST)).toBe(2);
  expect(after.ok && after.value).not.toMatchObject({ date, time });
});
