/** Settings, images (logos served from the database) and the clinic network. */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../schema';

const bytesType = (dialect: DialectName) => (dialect === 'postgres' ? 'bytea' : 'blob');

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('bytes', bytesType(dialect), (col) => col.notNull())
    .execute();

  let table = db.schema
    .createTable('clinics')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('short_address', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('phone1', 'text')
    .addColumn('phone2', 'text')
    .addColumn('not_formatted_phone1', 'text')
    .addColumn('not_formatted_phone2', 'text')
    .addColumn('site', 'text')
    .addColumn('information_about_clinic', 'text');
  for (const name of ['doctors_available', 'services_available', 'show_information_about_clinic']) {
    table = table.addColumn(name, 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`${sql.ref(name)} in (0, 1)`),
    );
  }
  for (const name of [
    'doctors_count',
    'services_count',
    'specialties_count',
    'online_recording_categories_count',
  ]) {
    table = table.addColumn(name, 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`${sql.ref(name)} >= 0`),
    );
  }
  await table.execute();

  await db.schema
    .createTable('clinic_logotypes')
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.notNull().references('images.id'))
    .addPrimaryKeyConstraint('clinic_logotypes_pk', ['clinic_id', 'size'])
    .execute();
  await db.schema
    .createIndex('clinic_logotypes_image_idx')
    .on('clinic_logotypes')
    .column('image_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['clinic_logotypes', 'clinics', 'images', 'settings']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
