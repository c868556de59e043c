/** The condition of the changing UPDATEs: the appointment starts after a clinic-local moment. */
import type { ExpressionBuilder } from 'kysely';
import type { LocalMoment } from '../../src/domain/time-zone';
import type { Database } from '../db/schema';

export const startsAfter = (eb: ExpressionBuilder<Database, 'appointments'>, moment: LocalMoment) =>
  eb.or([eb('date', '>', moment.date), eb.and([eb('date', '=', moment.date), eb('time', '>', moment.time)])]);
