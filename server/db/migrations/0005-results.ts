/**
 * Service results: a client's results, a complex result's parts (complex_id), the files
 * attached to a result and its protocols (a PDF or none). Bytes are `bytea` on PostgreSQL and `blob` on
 * SQLite; everything else is the same on both. Dates are `YYYY-MM-DD`, clinic-local, and sort as text.
 *
 * A part carries its own client_id (the complex result's), so every read can check the client on the
 * row it sends; the list reads top-level results by (client_id, complex_id, date).
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../schema';

const serial = (dialect: DialectName) => (dialect === 'postgres' ? 'serial' : 'integer');
const bytesType = (dialect: DialectName) => (dialect === 'postgres' ? 'bytea' : 'blob');

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('service_results')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('complex_id', 'integer', (col) => col.references('service_results.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    // Kind 6 is complex; state 2 is ready (the wire's numbers).
    .addColumn('kind', 'integer', (col) => col.notNull().check(sql`kind >= 1`))
    .addColumn('state', 'integer', (col) => col.notNull().check(sql`state >= 1`))
    // Who did it, as the result names them (a laboratory's staff need not be the network's doctors).
    .addColumn('executor_surname', 'text')
    .addColumn('executor_name', 'text')
    .addColumn('executor_second_name', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('service_results_client_idx')
    .on('service_results')
    .columns(['client_id', 'complex_id', 'date'])
    .execute();
  await db.schema
    .createIndex('service_results_complex_idx')
    .on('service_results')
    .column('complex_id')
    .execute();

  await db.schema
    .createTable('service_result_attachments')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('result_id', 'integer', (col) =>
      col.notNull().references('service_results.id').onDelete('cascade'),
    )
    // Blank: the list says 'attached file'; null mime type: application/octet-stream (the defaults).
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('mime_type', 'text')
    .addColumn('bytes', bytesType(dialect), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('service_result_attachments_result_idx')
    .on('service_result_attachments')
    .column('result_id')
    .execute();

  await db.schema
    .createTable('service_result_protocols')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('result_id', 'integer', (col) =>
      col.notNull().references('service_results.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    // Null: the protocol exists but has no PDF yet (hasPdf false).
    .addColumn('pdf', bytesType(dialect))
    .execute();
  await db.schema
    .createIndex('service_result_protocols_result_idx')
    .on('service_result_protocols')
    .column('result_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['service_result_protocols', 'service_result_attachments', 'service_results']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
