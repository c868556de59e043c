/**
 * The appointment a schedule request says it is moving, honoured for its owner alone: the public schedule
 * must answer a stranger the same whatever id is sent, or freed times would show where another
 * patient's visit lies.
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { errorKeys, type Failed } from '../../src/api';
import { type HttpFailure, failure } from '../auth/failure';
import type { Database } from '../db/schema';
import { requestSession } from '../http/route';
import type { MovingVisit } from './read-schedule';

/**
 * The visit to leave out of the busy times, with its client: the appointment when the caller's valid
 * token is its owner's and it is not deleted; null when it is someone else's or none (the public answer). A 401 without a
 * valid token, so a client whose token just expired refreshes it and asks again.
 */
export async function movingVisit(
  c: Context,
  db: Kysely<Database>,
  now: number,
  appointmentId: number,
): Promise<MovingVisit | null | Failed<HttpFailure>> {
  const session = await requestSession(c, db, now);
  if (!session) return failure(401, { formErrors: [errorKeys.unauthorized] });
  const own = await db
    .selectFrom('appointments')
    .select('id')
    .where('id', '=', appointmentId)
    .where('client_id', '=', session.clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return own ? { appointmentId: own.id, clientId: session.clientId } : null;
}
