/**
 * The patient's waitlist keeps a request that ended by itself for WAITLIST_ENDED_SHOWN_DAYS, with its
 * reason, below the open ones: here the doctor left the network (and the row naming them went), so the
 * line shows no name but says why. One the patient removed is not listed, nor one they took off after it
 * ended (the reason stays in the row), nor another patient's, ever.
 */
import { describe, expect, it } from 'vitest';
import { WAITLIST_ENDED_SHOWN_DAYS } from '../../src/api';
import { DAY_MS } from '../../server/auth/retention-times';
import { CLINIC, DIRECT, deleteDoctor, insertLeavingDoctor, SERVICE, SERVICE_ONLY } from './booking-kit';
import { DIALECTS } from './harness';
import { type Client, MINUTE, recordingTransport, waitlistTestPerBlock } from './waitlist-kit';

/** A doctor of this file's own, whom the network drops. */
const LEAVING = 9005;

describe.each(DIALECTS)('ended waitlist requests on %s', (dialect) => {
  const t = waitlistTestPerBlock(dialect);

  type Listed = {
    id: number;
    doctorFullName: string | null;
    endedAt: string | null;
    endReason: string | null;
  };
  const listed = async (client: Client) => {
    const reply = await t.get('/waitlist/requests', client.token);
    expect(reply.status).toBe(200);
    return (reply.body as { requests: Listed[] }).requests;
  };

  it('lists one that ended with its reason, not one removed or taken off, never another patient’s', async () => {
    await insertLeavingDoctor(t.db, LEAVING);
    const [patient, other] = [await t.newClient(), await t.newClient()];
    const open = await t.ask(patient, '2030-01-20', DIRECT);
    const gone = await t.ask(patient, '2030-01-20', LEAVING);
    const removed = (
      await t.post(
        '/waitlist/requests/create',
        { clinicId: CLINIC, doctorId: SERVICE_ONLY, serviceId: SERVICE, lastDate: '2030-01-20' },
        { token: patient.token },
      )
    ).body as { request: { id: number } };
    const othersGone = await t.ask(other, '2030-01-20', LEAVING);
    const remove = (client: Client, requestId: number) =>
      t.post('/waitlist/requests/remove', { requestId }, { token: client.token });
    expect((await remove(patient, removed.request.id)).status).toBe(200);

    // The network drops the doctor: the import deletes their row, the job's pass ends both lines.
    await deleteDoctor(t.db, LEAVING);
    await t.tick(MINUTE, patient, other);
    await t.job(recordingTransport().transport).runOnce();
    const mine = await listed(patient);
    expect(mine).toEqual([
      expect.objectContaining({
        id: open,
        doctorFullName: expect.any(String),
        endedAt: null,
        endReason: null,
      }),
      expect.objectContaining({ id: gone, doctorFullName: null, endReason: 'doctor_left' }),
    ]);
    expect(Date.parse(mine[1]?.endedAt ?? '')).toBe(t.clock.now);
    const theirs = await listed(other);
    expect(theirs.map((request) => [request.id, request.endReason])).toEqual([[othersGone, 'doctor_left']]);

    // Taken off the list by its owner (twice alike), not by another patient; its reason is kept.
    expect((await remove(other, gone)).status).toBe(404);
    for (const _ of [1, 2]) expect((await remove(patient, gone)).body).toEqual({ requestId: gone });
    expect((await listed(patient)).map((request) => request.id)).toEqual([open]);
    expect(
      await t.db
        .selectFrom('waitlist_requests')
        .select('end_reason')
        .where('id', '=', gone)
        .executeTakeFirstOrThrow(),
    ).toEqual({ end_reason: 'doctor_left' });
    expect((await listed(other)).map((request) => request.id)).toEqual([othersGone]);

    // Past the days it is shown, it leaves the list by itself.
    await t.tick(WAITLIST_ENDED_SHOWN_DAYS * DAY_MS - MINUTE, other);
    expect((await listed(other)).map((request) => request.id)).toEqual([othersGone]);
    await t.tick(2 * MINUTE, other);
    expect(await listed(other)).toEqual([]);
  });
});
