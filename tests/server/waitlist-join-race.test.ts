/**
 * One client's joins at the same time are taken one after another, so together they stay within the
 * limit of open requests per clinic and join the same doctor once. Two transactions are overlapped on
 * purpose: the first joins and stays open until the second has finished or waits on a lock, then commits.
 */
import { describe, expect, it } from 'vitest';
import { waitlistErrorKeys } from '../../src/api';
import { addDays, localMoment } from '../../src/domain/time-zone';
import type { StoredAnswer } from '../../server/appointments/idempotency';
import { createRequest, DEFAULT_WAITLIST_LIMITS, type NewRequest } from '../../server/waitlist/requests';
import { CLINIC, DIRECT, lists, SECOND, SERVICE, SERVICE_ONLY } from './booking-kit';
import { DIALECTS } from './harness';
import { untilSettledOrWaiting } from './lock-waits';
import { type Client, waitlistTestPerBlock } from './waitlist-kit';

const ASKS: NewRequest[] = [
  { clinicId: CLINIC, doctorId: DIRECT, lastDate: '2030-01-09' },
  { clinicId: CLINIC, doctorId: SECOND, lastDate: '2030-01-09' },
  { clinicId: CLINIC, doctorId: SERVICE_ONLY, serviceId: SERVICE, lastDate: '2030-01-09' },
  { clinicId: CLINIC, doctorId: DIRECT, serviceId: SERVICE, lastDate: '2030-01-09' },
];
const [DIRECT_ASK, SECOND_ASK, SERVICE_ASK, DIRECT_SERVICE_ASK] = ASKS as [
  NewRequest,
  NewRequest,
  NewRequest,
  NewRequest,
];

describe.each(DIALECTS)('joins of one client at the same time on %s', (dialect) => {
  const t = waitlistTestPerBlock(dialect);

  const deps = (requestsPerClinic = DEFAULT_WAITLIST_LIMITS.requestsPerClinic) => {
    const at = t.clock.now;
    const now = localMoment(at, 'Europe/Moscow');
    const window = { now, timeZone: 'Europe/Moscow', lastDate: addDays(now.date, 59) };
    return { window, at, limits: { ...DEFAULT_WAITLIST_LIMITS, requestsPerClinic } };
  };

  const join = (client: Client, ask: NewRequest) =>
    t.db.transaction().execute((trx) => createRequest(trx, deps(), client.clientId, ask));

  /** Joins `first` in a transaction kept open until `second`, in its own, has finished or waits on it. */
  async function overlap(client: Client, first: NewRequest, second: NewRequest, requestsPerClinic?: number) {
    const terms = deps(requestsPerClinic);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let joined = () => {};
    const firstJoined = new Promise<void>((resolve) => {
      joined = resolve;
    });
    const a = t.db.transaction().execute(async (trx) => {
      const answer = await createRequest(trx, terms, client.clientId, first);
      joined();
      await gate;
      return answer;
    });
    await firstJoined;
    let settled = false;
    const b = t.db
      .transaction()
      .execute((trx) => createRequest(trx, terms, client.clientId, second))
      .finally(() => {
        settled = true;
      });
    await untilSettledOrWaiting(t.db, dialect, () => settled);
    release();
    return Promise.all([a, b]);
  }

  const openOf = async (client: Client) =>
    (
      await t.db
        .selectFrom('waitlist_requests')
        .select('id')
        .where('client_id', '=', client.clientId)
        .where('ended_at', 'is', null)
        .execute()
    ).length;

  const limitReached = lists({ waitlistErrors: [waitlistErrorKeys.requestsLimit] });

  it('stay within the limit when the client waits in no line yet', async () => {
    const client = await t.newClient();
    const [first, second] = await overlap(client, DIRECT_ASK, SECOND_ASK, 1);
    expect(first.status).toBe(200);
    expect(second).toEqual({ status: 409, body: limitReached });
    expect(await openOf(client)).toBe(1);
  });

  it('stay within the limit when the client waits in line already', async () => {
    const client = await t.newClient();
    await join(client, DIRECT_ASK);
    await join(client, SECOND_ASK);
    const [first, second] = await overlap(client, SERVICE_ASK, DIRECT_SERVICE_ASK);
    expect(first.status).toBe(200);
    expect(second).toEqual({ status: 409, body: limitReached });
    expect(await openOf(client)).toBe(3);
  });

  it('join the same doctor once', async () => {
    const client = await t.newClient();
    const [first, second] = await overlap(client, DIRECT_ASK, { ...DIRECT_ASK, lastDate: '2030-01-10' });
    const id = (answer: StoredAnswer) => (answer.body as { request: { id: number } }).request.id;
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(id(second)).toBe(id(first));
    expect(await openOf(client)).toBe(1);
  });

  it('sent through the API all at once stay within the limit', async () => {
    const client = await t.newClient();
    const replies = await Promise.all(
      ASKS.map((ask) => t.post('/waitlist/requests/create', ask, { token: client.token })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 409]);
    expect(await openOf(client)).toBe(3);
  });
});
