import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { DIALECTS, openTestDatabase, type TestDatabase, tempDir } from './harness';

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('create the schema once and are a no-op the second time', async () => {
    const first = await migrateToLatest(database.db, dialect);
    expect(first.map((result) => [result.migrationName, result.status])).toEqual([
      ['0001-initial', 'Success'],
      ['0002-accounts', 'Success'],
      ['0003-browsing', 'Success'],
      ['0004-booking', 'Success'],
      ['0005-results', 'Success'],
      ['0006-links', 'Success'],
      ['0007-login-delays', 'Success'],
      ['0008-session-lifetime', 'Success'],
      ['0009-waitlist', 'Success'],
      ['0010-call-keys', 'Success'],
      ['0011-logout-tokens', 'Success'],
      ['0012-code-requests', 'Success'],
      ['0013-known-devices', 'Success'],
      ['0014-appointment-moves', 'Success'],
      ['0015-reference-indexes', 'Success'],
      ['0016-code-send-slots', 'Success'],
      ['0017-pair-used', 'Success'],
      ['0018-retention-indexes', 'Success'],
      ['0019-hidden-clinics', 'Success'],
      ['0020-retention-moves-index', 'Success'],
      ['0021-waitlist-dismissed', 'Success'],
    ]);
    const second = await migrateToLatest(database.db, dialect);
    expect(second).toEqual([]);

    const tables = (await database.db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining([
        'clinic_logotypes',
        'clinics',
        'feedback_keys',
        'appointment_moves',
        'code_send_slots',
        'feedbacks',
        'images',
        'settings',
        'short_links',
        'waitlist_offers',
        'waitlist_requests',
      ]),
    );
    const clinics = (await database.db.introspection.getTables()).find((t) => t.name === 'clinics');
    expect(clinics?.columns.find((column) => column.name === 'hidden')).toMatchObject({
      isNullable: false,
      hasDefaultValue: true,
    });
    const appointments = (await database.db.introspection.getTables()).find((t) => t.name === 'appointments');
    expect(appointments?.columns.map((column) => column.name)).toEqual(
      expect.arrayContaining([
        'reminder_claimed_by',
        'reminder_claimed_at',
        'reminder_sent_at',
        'call_key',
        'call_key_expires_at',
      ]),
    );
  });

  /** The first column of each index on the table. */
  const leading = async (table: string): Promise<string[]> => {
    if (dialect === 'postgres') {
      const { rows } = await sql<{ column: string }>`
        select a.attname as "column" from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where i.indrelid = ${table}::regclass`.execute(database.db);
      return rows.map((row) => row.column);
    }
    const { rows: indexes } = await sql<{
      name: string;
    }>`select name from pragma_index_list(${table})`.execute(database.db);
    const out: string[] = [];
    for (const { name } of indexes) {
      const { rows } = await sql<{ name: string; seqno: number }>`
        select name, seqno from pragma_index_info(${name})`.execute(database.db);
      const first = rows.find((row) => Number(row.seqno) === 0);
      if (first) out.push(first.name);
    }
    return out;
  };

  /** Each column leads an index of its table. */
  const expectLeading = async (columns: readonly (readonly [string, string])[]) => {
    for (const [table, column] of columns)
      expect(await leading(table), `${table}.${column}`).toContain(column);
  };

  it('index every column a doctor or a service is looked up by when rows are replaced or removed', async () => {
    await expectLeading([
      ['doctor_working_hours', 'doctor_id'],
      ['doctor_hours_exceptions', 'doctor_id'],
      ['appointments', 'service_id'],
      ['appointments', 'doctor_id'],
      ['feedbacks', 'doctor_id'],
      ['doctor_days_off', 'doctor_id'],
      ['service_doctors', 'doctor_id'],
      ['doctor_clinics', 'doctor_id'],
      ['doctor_specialties', 'doctor_id'],
    ]);
  });

  it('index the columns the retention job deletes by', async () => {
    await expectLeading([
      ['refresh_tokens', 'expires_at'],
      ['refresh_tokens', 'family_id'],
      ['audit_events', 'at'],
      ['short_links', 'expires_at'],
      ['appointment_moves', 'from_date'],
      ['waitlist_requests', 'ended_at'],
      ['waitlist_offers', 'request_id'],
    ]);
  });

  it('store bytes and 0/1 flags the same way on both dialects', async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    await database.db
      .insertInto('images')
      .values({ id: 'probe', mime_type: 'application/octet-stream', bytes })
      .execute();
    const row = await database.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', 'probe')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
    await database.db.deleteFrom('images').where('id', '=', 'probe').execute();
  });

  it('reject a flag other than 0 or 1', async () => {
    await expect(
      database.db
        .insertInto('clinics')
        .values({
          id: 99,
          title: 'x',
          city: 'x',
          short_address: 'x',
          email: null,
          phone1: null,
          phone2: null,
          not_formatted_phone1: null,
          not_formatted_phone2: null,
          site: null,
          information_about_clinic: null,
          doctors_available: 2 as 1,
          services_available: 1,
          show_information_about_clinic: 1,
          doctors_count: 0,
          services_count: 0,
          specialties_count: 0,
          online_recording_categories_count: 0,
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe.each(DIALECTS)('a migration that fails midway on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('leaves nothing of itself, so the next start applies it whole', async () => {
    // The first migration creates `settings`, then `images`: a table already named `images` stops it
    // after its first statement has run.
    await sql`create table images (id integer)`.execute(database.db);
    await expect(migrateToLatest(database.db, dialect)).rejects.toThrow(/0001-initial/);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('settings');

    // With what stopped it gone, the whole set applies.
    await sql`drop table images`.execute(database.db);
    const results = await migrateToLatest(database.db, dialect);
    expect(results.every((result) => result.status === 'Success')).toBe(true);
    expect(results.map((result) => result.migrationName)[0]).toBe('0001-initial');
  });
});

describe('two processes starting at once over one SQLite file', () => {
  it('migrate it once: the second waits for the first and finds nothing left to do', async () => {
    // A server and `npm run import` after an upgrade, say: two connections to one file, each migrating.
    const dir = tempDir('sqlite-two-starts');
    const first = openDatabase({ databaseUrl: null, dataDir: dir.path });
    const second = openDatabase({ databaseUrl: null, dataDir: dir.path });
    try {
      const [a, b] = await Promise.all([
        migrateToLatest(first.db, 'sqlite'),
        migrateToLatest(second.db, 'sqlite'),
      ]);
      const applied = [...a, ...b].map((result) => `${result.migrationName} ${result.status}`);
      expect(applied.filter((line) => line.startsWith('0001-initial'))).toEqual(['0001-initial Success']);
      expect(applied.every((line) => line.endsWith('Success'))).toBe(true);
    } finally {
      await first.db.destroy();
      await second.db.destroy();
      dir.remove();
    }
  });
});
