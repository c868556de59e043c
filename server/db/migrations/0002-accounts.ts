/**
 * Accounts: logins, client profiles and the links between them, confirmation codes, message
 * counters for the hourly limits, refresh-token families and the audit trail. Times are ISO-8601 UTC
 * text (`Date.toISOString()`: fixed width, so text order is time order on both dialects); secrets are
 * stored only as hashes.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../schema';

/** An auto-numbered integer key on both dialects. */
const serial = (dialect: DialectName) => (dialect === 'postgres' ? 'serial' : 'integer');

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('blocked', 'integer', (col) => col.notNull().defaultTo(0).check(sql`blocked in (0, 1)`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('clients')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('phone', 'text')
    .addColumn('surname', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('second_name', 'text')
    .addColumn('birthdate', 'text')
    .addColumn('sex', 'integer')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('clients_phone_idx').on('clients').column('phone').execute();

  // Which client profiles a login reaches; position 0 is the login's own profile.
  await db.schema
    .createTable('user_clients')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_clients_pk', ['user_id', 'client_id'])
    .execute();
  await db.schema.createIndex('user_clients_client_idx').on('user_clients').column('client_id').execute();

  await db.schema
    .createTable('confirmation_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('transport', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('confirmation_codes_phone_idx')
    .on('confirmation_codes')
    .columns(['phone', 'created_at'])
    .execute();

  // One row per (scope, key, hour): scope `phone` or `address`; counts the codes sent in that hour.
  await db.schema
    .createTable('message_counters')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('message_counters_pk', ['scope', 'key', 'window_start'])
    .execute();

  // One row per issued token pair; a refresh rotates the row (rotated_at) and issues the next in the family.
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('access_hash', 'text', (col) => col.notNull().unique())
    .addColumn('access_expires_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('client_id', 'integer')
    .addColumn('address', 'text')
    .execute();
  await db.schema.createIndex('audit_events_user_idx').on('audit_events').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'audit_events',
    'refresh_tokens',
    'message_counters',
    'confirmation_codes',
    'user_clients',
    'clients',
    'users',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
