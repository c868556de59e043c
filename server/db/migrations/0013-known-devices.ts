/**
 * Devices that have proven a phone (a right password, or a right code): one row per (device, phone),
 * the device named by the SHA-256 of a random token kept in its cookie. Such a device is not held back
 * by the phone's login delay a stranger's guesses started, until it fails a few times itself.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('proven_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('known_devices_pk', ['token_hash', 'phone'])
    .execute();
  await db.schema.createIndex('known_devices_proven_idx').on('known_devices').column('proven_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_devices').ifExists().execute();
}
