/**
 * The file's links, weekly hours and days off replace the stored ones of the doctors it lists, by
 * difference: the stored rows are read once, and only the rows the file no longer has are deleted and
 * only the new ones inserted. Writing every row again cost the database a foreign-key check per row for
 * an export that mostly repeats the last one.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { insertChunked } from './chunks';

type Value = string | number | null;
type Row = Record<string, Value>;

/** The tables a doctor's rows of the file replace, with the columns that make a row what it is. */
export const DOCTOR_ROWS = {
  doctor_specialties: ['doctor_id', 'specialty_id'],
  doctor_clinics: ['doctor_id', 'clinic_id'],
  service_doctors: ['doctor_id', 'service_id'],
  doctor_days_off: ['doctor_id', 'date', 'reason'],
  doctor_working_hours: [
    'doctor_id',
    'clinic_id',
    'weekday',
    'start_minute',
    'end_minute',
    'slot_minutes',
    'valid_from',
    'valid_until',
  ],
} as const satisfies Partial<Record<keyof Database, readonly string[]>>;

export type DoctorRowsTable = keyof typeof DOCTOR_ROWS;

/**
 * The one table the working hours have a row id in; the other tables' rows are deleted by their key
 * (their primary key's columns).
 */
const KEYS: Record<Exclude<DoctorRowsTable, 'doctor_working_hours'>, readonly string[]> = {
  doctor_specialties: ['doctor_id', 'specialty_id'],
  doctor_clinics: ['doctor_id', 'clinic_id'],
  service_doctors: ['doctor_id', 'service_id'],
  doctor_days_off: ['doctor_id', 'date'],
};

// The tables differ only in columns; the statements below are built from the column lists above.
type Loose = Kysely<Record<string, Row>>;

const identity = (columns: readonly string[], row: Row) =>
  JSON.stringify(columns.map((column) => (row[column] === null ? null : String(row[column]))));

/**
 * The keys as a VALUES list, which both databases look up as a table (a list of row values, PostgreSQL
 * compares with each stored row in turn). Ids are written in as numbers so PostgreSQL types the column
 * as an integer; text stays a parameter.
 */
function keysTable(key: readonly string[], rows: readonly Row[]) {
  const value = (v: Value) => (typeof v === 'number' && Number.isSafeInteger(v) ? sql.lit(v) : sql`${v}`);
  return sql`(values ${sql.join(rows.map((row) => sql`(${sql.join(key.map((column) => value(row[column] ?? null)))})`))})`;
}

export async function replaceDoctorRows(
  trx: Kysely<Database>,
  table: DoctorRowsTable,
  doctorIds: readonly number[],
  wanted: readonly Row[],
): Promise<void> {
  const db = trx as unknown as Loose;
  const columns = DOCTOR_ROWS[table];
  const hasId = table === 'doctor_working_hours';
  const stored: Row[] = [];
  await insertChunked(doctorIds, async (chunk) => {
    const rows = await db
      .selectFrom(table)
      .select([...columns, ...(hasId ? ['id'] : [])])
      .where('doctor_id', 'in', chunk)
      .execute();
    stored.push(...rows);
  });

  // A row stored twice alike (working hours have no key of their own) keeps one copy per copy the file has.
  const unmatched = new Map<string, Row[]>();
  for (const row of stored) {
    const key = identity(columns, row);
    unmatched.set(key, [...(unmatched.get(key) ?? []), row]);
  }
  const inserts: Row[] = [];
  const seen = new Set<string>();
  for (const row of wanted) {
    const key = identity(columns, row);
    const left = unmatched.get(key);
    if (left && left.length > 0) left.pop();
    else if (hasId || !seen.has(key)) inserts.push(row);
    seen.add(key);
  }
  const deletes = [...unmatched.values()].flat();

  if (hasId) {
    await insertChunked(
      deletes.map((row) => Number(row.id)),
      (chunk) => db.deleteFrom(table).where('id', 'in', chunk).execute(),
    );
  } else {
    const key = KEYS[table];
    await insertChunked(
      deletes.map((row) => Object.fromEntries(key.map((column) => [column, row[column] ?? null]))),
      (chunk) =>
        db
          .deleteFrom(table)
          .where(sql`(${sql.join(key.map((column) => sql.ref(column)))})`, 'in', keysTable(key, chunk))
          .execute(),
    );
  }
  // A key the file lists twice is written once (the first), as the table's primary key allows.
  await insertChunked(inserts, (chunk) =>
    hasId
      ? db.insertInto(table).values(chunk).execute()
      : db
          .insertInto(table)
          .values(chunk)
          .onConflict((oc) => oc.doNothing())
          .execute(),
  );
}
