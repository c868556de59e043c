/**
 * Browsing: doctors with their avatars, specialties and clinics, and per clinic its
 * service categories and services with the doctors who provide them. Prices are integers in minor
 * units (kopecks), never floats; the currency symbol is configuration, not data. `title_search` is the
 * title folded in JS (lower case, ё → е), because SQLite's LOWER() leaves Cyrillic alone.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doctors')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('surname', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('second_name', 'text')
    // 1 male, 0 female, null unknown (shown with the male default avatar).
    .addColumn('sex', 'integer', (col) => col.check(sql`sex in (0, 1)`))
    .addColumn('availability', 'integer', (col) => col.notNull().check(sql`availability between 1 and 4`))
    .addColumn('information_about_doctor', 'text')
    .execute();

  await db.schema
    .createTable('doctor_avatars')
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.notNull().references('images.id'))
    .addPrimaryKeyConstraint('doctor_avatars_pk', ['doctor_id', 'size'])
    .execute();
  await db.schema.createIndex('doctor_avatars_image_idx').on('doctor_avatars').column('image_id').execute();

  await db.schema
    .createTable('specialties')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('doctor_specialties')
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('specialty_id', 'integer', (col) =>
      col.notNull().references('specialties.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('doctor_specialties_pk', ['doctor_id', 'specialty_id'])
    .execute();
  await db.schema
    .createIndex('doctor_specialties_specialty_idx')
    .on('doctor_specialties')
    .column('specialty_id')
    .execute();

  await db.schema
    .createTable('doctor_clinics')
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('doctor_clinics_pk', ['doctor_id', 'clinic_id'])
    .execute();
  await db.schema.createIndex('doctor_clinics_clinic_idx').on('doctor_clinics').column('clinic_id').execute();

  await db.schema
    .createTable('service_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('service_categories_clinic_idx')
    .on('service_categories')
    .columns(['clinic_id', 'position'])
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('service_categories.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_search', 'text', (col) => col.notNull())
    .addColumn('price_minor', 'integer', (col) => col.notNull().check(sql`price_minor >= 0`))
    .addColumn('duration_minutes', 'integer', (col) => col.notNull().check(sql`duration_minutes > 0`))
    .addColumn('information_about_service', 'text')
    .execute();
  // The list is ordered by title within a clinic, optionally within one category.
  await db.schema
    .createIndex('services_clinic_title_idx')
    .on('services')
    .columns(['clinic_id', 'title', 'id'])
    .execute();
  await db.schema
    .createIndex('services_category_title_idx')
    .on('services')
    .columns(['category_id', 'title', 'id'])
    .execute();

  await db.schema
    .createTable('service_doctors')
    .addColumn('service_id', 'integer', (col) => col.notNull().references('services.id').onDelete('cascade'))
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('service_doctors_pk', ['service_id', 'doctor_id'])
    .execute();
  await db.schema
    .createIndex('service_doctors_doctor_idx')
    .on('service_doctors')
    .column('doctor_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'service_doctors',
    'services',
    'service_categories',
    'doctor_clinics',
    'doctor_specialties',
    'specialties',
    'doctor_avatars',
    'doctors',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
