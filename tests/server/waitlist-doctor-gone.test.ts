/**
 * A line for a doctor who no longer works in the clinic (an import took them out of it, or removed them)
 * ends on the job's next pass: nothing can free for it, the patient's list shows it ended, and it must
 * not go on counting against the patient's open requests, which they could then neither see nor remove.
 * So does a line for a doctor the clinic has made unbookable online: a freed time would be held from
 * everyone, offered by text, and refused when taken.
 */
import { describe, expect, it } from 'vitest';
import { CLINIC, DIRECT, SECOND, SERVICE, SERVICE_ONLY } from './booking-kit';
import { DIALECTS } from './harness';
import { DoctorAvailability } from '../../src/api/browsing';
import { MINUTE, recordingTransport, waitlistTestPerBlock } from './waitlist-kit';

describe.each(DIALECTS)('a line whose doctor left the clinic on %s', (dialect) => {
  const t = waitlistTestPerBlock(dialect);

  it('ends on the next pass and frees its place among the patient’s three', async () => {
    const patient = await t.newClient();
    const join = (doctorId: number, serviceId: number) =>
      t.post(
        '/waitlist/requests/create',
        { clinicId: CLINIC, doctorId, serviceId, lastDate: '2030-01-21' },
        { token: patient.token },
      );
    // The clinic's three: one with the doctor who leaves, two with others.
    const gone = await t.ask(patient, '2030-01-20', SECOND);
    await t.ask(patient, '2030-01-20', DIRECT);
    expect((await join(SERVICE_ONLY, SERVICE)).status).toBe(200);
    expect((await join(DIRECT, SERVICE)).status).toBe(409);
    /** The open ones (an ended one stays listed a while, with its reason). */
    const listed = async () => {
      const reply = await t.get('/waitlist/requests', patient.token);
      expect(reply.status).toBe(200);
      const { requests } = reply.body as { requests: { id: number; endedAt: string | null }[] };
      return requests.filter((request) => request.endedAt === null).map((request) => request.id);
    };
    expect(await listed()).toContain(gone);
    // The import takes the doctor out of the clinic, as for a doctor kept only because visits refer to them.
    await t.db.deleteFrom('doctor_clinics').where('doctor_id', '=', SECOND).execute();
    try {
      await t.job(recordingTransport().transport).runOnce();
      const row = await t.db
        .selectFrom('waitlist_requests')
        .select(['ended_at', 'end_reason'])
        .where('id', '=', gone)
        .executeTakeFirstOrThrow();
      expect(row.ended_at).not.toBeNull();
      expect(row.end_reason).toBe('doctor_left');
      expect(await listed()).not.toContain(gone);
      // A third line fits again: the ended one counts no longer.
      expect((await join(DIRECT, SERVICE)).status).toBe(200);
    } finally {
      await t.db.insertInto('doctor_clinics').values({ doctor_id: SECOND, clinic_id: CLINIC }).execute();
    }
  });

  it('a line whose doctor the clinic made unbookable online ends, and a time freed then is offered to nobody', async () => {
    const [holder, waiting] = [await t.newClient(), await t.newClient()];
    const appointment = await t.book(holder, '2030-01-14', '10:00');
    await t.tick(MINUTE, holder, waiting);
    const line = await t.ask(waiting, '2030-01-14');
    await t.tick(MINUTE, holder, waiting);
    await t.db
      .updateTable('doctors')
      .set({ availability: DoctorAvailability.NOT_AVAILABLE })
      .where('id', '=', DIRECT)
      .execute();
    try {
      await t.cancel(holder, appointment);
      const recording = recordingTransport();
      await t.job(recording.transport).runOnce();
      const row = await t.db
        .selectFrom('waitlist_requests')
        .select(['ended_at', 'end_reason'])
        .where('id', '=', line)
        .executeTakeFirstOrThrow();
      expect(row.end_reason).toBe('doctor_unavailable');
      expect(await t.offersOf(waiting)).toEqual([]);
      expect(recording.sent).toEqual([]);
    } finally {
      await t.db
        .updateTable('doctors')
        .set({ availability: DoctorAvailability.AVAILABLE })
        .where('id', '=', DIRECT)
        .execute();
    }
  });
});
