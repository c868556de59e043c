/**
 * A patient with a long history, for the benches and tests that measure the client's lists at size: the
 * own profile of a demo login gets `appointments` past appointments spread evenly over `years` (at
 * clinic 1's doctors, in the finished statuses, some with a feedback key) and `results` ready service
 * results over the same years, each with a protocol and a small picture file. Nothing calls it on a
 * server's start: a bench or a test seeds a database the demo seed has filled (its accounts and clinic 1
 * must be there), in one transaction. Times sit on a quarter-hour grid of a day's working hours, distinct
 * per doctor and day, so the held-time index never refuses one.
 */
import type { Kysely } from 'kysely';
import { AppointmentStatus as S, READY_RESULT_STATE } from '../../src/api';
import { addDays, localMoment, minutesToTime } from '../../src/domain/time-zone';
import { appointmentRow } from '../appointments/appointment-row';
import type { Database } from '../db/schema';
import { DEMO_CONFIGURATION } from './demo-configuration';
import { demoPng } from './demo-png';

export interface LongHistory {
  /** The demo login whose own profile gets the history. */
  phone: string;
  appointments: number;
  results: number;
  years: number;
  now?: number;
}

export const LONG_HISTORY: Omit<LongHistory, 'phone'> = { appointments: 500, results: 300, years: 5 };

const FINISHED = [S.PAID, S.SERVICED, S.FAILED, S.CANCELED_BY_CLIENT, S.BILLED] as const;
const TITLES = ['Общий анализ крови', 'Биохимический анализ крови', 'УЗИ брюшной полости', 'ЭКГ'];
const ROWS_PER_STATEMENT = 100;

async function ownClient(db: Kysely<Database>, phone: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
    .select('user_clients.client_id')
    .where('users.phone', '=', phone)
    .where('user_clients.position', '=', 0)
    .executeTakeFirst();
  if (!row) throw new Error(`no demo login ${phone}: seed the demo accounts first`);
  return row.client_id;
}

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await write(rows.slice(start, start + ROWS_PER_STATEMENT));
}

export async function seedLongHistory(db: Kysely<Database>, history: LongHistory): Promise<void> {
  const now = history.now ?? Date.now();
  const today = localMoment(now, DEMO_CONFIGURATION.timeZone).date;
  const days = Math.round(history.years * 365);
  const clientId = await ownClient(db, history.phone);
  const doctors = (
    await db.selectFrom('doctor_clinics').select('doctor_id').where('clinic_id', '=', 1).execute()
  ).map((row) => row.doctor_id);
  if (doctors.length === 0) throw new Error('clinic 1 has no doctors: seed the demo network first');
  const picture = demoPng(160, 120, 200);
  await db.transaction().execute(async (trx) => {
    const appointments = Array.from({ length: history.appointments }, (_, i) => {
      const status = FINISHED[i % FINISHED.length]!;
      const row = appointmentRow(
        {
          client_id: clientId,
          clinic_id: 1,
          doctor_id: doctors[i % doctors.length]!,
          service_id: null,
          // Oldest first, the last one yesterday; a day holds at most one per doctor and quarter hour.
          date: addDays(
            today,
            -1 - Math.floor(((history.appointments - 1 - i) * days) / history.appointments),
          ),
          time: minutesToTime(9 * 60 + 15 * (i % 32)),
          duration_minutes: 15,
          status,
        },
        now,
      );
      return {
        ...row,
        feedback_key: null,
        cancelled_at: status === S.CANCELED_BY_CLIENT ? row.created_at : null,
      };
    });
    await inChunks(appointments, (chunk) => trx.insertInto('appointments').values(chunk).execute());
    const created = new Date(now).toISOString();
    const results = Array.from({ length: history.results }, (_, i) => ({
      client_id: clientId,
      complex_id: null,
      date: addDays(today, -1 - Math.floor(((history.results - 1 - i) * days) / history.results)),
      title: `${TITLES[i % TITLES.length]} №${i + 1}`,
      kind: 1,
      state: READY_RESULT_STATE,
      executor_surname: 'Лебедева',
      executor_name: 'Ольга',
      executor_second_name: 'Петровна',
      created_at: created,
    }));
    const ids: number[] = [];
    await inChunks(results, async (chunk) => {
      const rows = await trx.insertInto('service_results').values(chunk).returning('id').execute();
      ids.push(...rows.map((row) => row.id));
    });
    await inChunks(ids, (chunk) =>
      trx
        .insertInto('service_result_attachments')
        .values(
          chunk.map((result_id) => ({ result_id, title: 'Снимок', mime_type: 'image/png', bytes: picture })),
        )
        .execute(),
    );
    await inChunks(ids, (chunk) =>
      trx
        .insertInto('service_result_protocols')
        .values(chunk.map((result_id) => ({ result_id, title: 'Протокол', pdf: null })))
        .execute(),
    );
  });
}
