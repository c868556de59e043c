/**
 * Personal links through the worker API (Comlink, fake-indexeddb, the real in-process server with the
 * demo links): no login needed; a confirmation link shows its appointment and confirms it once (a retry
 * with the same Idempotency-Key answers alike); a feedback is sent once and then is no longer
 * available; a short link gives a path of the app; an unknown key fails.
 */
import { expect, test } from 'vitest';
import { demoLinks } from '../../server/seed/demo-links';
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
