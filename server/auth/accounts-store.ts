/** Logins, client profiles and their links: the reads and writes the accounts calls need. */
import type { Kysely } from 'kysely';
import type { PersonalData } from '../../src/api';
import type { Database } from '../db/schema';

export interface UserRow {
  id: number;
  password_hash: string;
  blocked: number;
}

export async function findUserByPhone(db: Kysely<Database>, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'blocked'])
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** The client a fresh login acts as: its own profile (position 0), else the first linked one. */
export async function primaryClientId(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('user_clients')
    .select('client_id')
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('client_id')
    .limit(1)
    .executeTakeFirst();
  return row?.client_id ?? null;
}

export async function isLinked(db: Kysely<Database>, userId: number, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_clients')
    .select('client_id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export interface NewAccount {
  phone: string;
  passwordHash: string;
  surname: string;
  name: string;
  now: number;
}

/**
 * Creates the login. Clinic records already holding the phone (and reached by no login) become its
 * profiles; with none, a new client is made from the form. Null when the phone got a login meanwhile.
 */
export async function createAccount(
  db: Kysely<Database>,
  account: NewAccount,
): Promise<{ userId: number; clientId: number; registration: boolean } | null> {
  return db.transaction().execute(async (trx) => {
    const createdAt = new Date(account.now).toISOString();
    const user = await trx
      .insertInto('users')
      .values({ phone: account.phone, password_hash: account.passwordHash, created_at: createdAt })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return null;
    const existing = await trx
      .selectFrom('clients')
      .select('id')
      .where('phone', '=', account.phone)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('user_clients').select('client_id').whereRef('client_id', '=', 'clients.id'),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    let ids = existing.map((row) => row.id);
    const registration = ids.length === 0;
    if (registration) {
      const client = await trx
        .insertInto('clients')
        .values({ phone: account.phone, surname: account.surname, name: account.name, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids = [client.id];
    }
    await trx
      .insertInto('user_clients')
      .values(ids.map((clientId, position) => ({ user_id: user.id, client_id: clientId, position })))
      .execute();
    return { userId: user.id, clientId: ids[0]!, registration };
  });
}

const fullName = (row: { surname: string; name: string; second_name: string | null }) =>
  [row.surname, row.name, row.second_name].filter((part) => part && part.length > 0).join(' ');

export async function readPersonalData(
  db: Kysely<Database>,
  userId: number,
  clientId: number,
): Promise<PersonalData | null> {
  const rows = await db
    .selectFrom('user_clients')
    .innerJoin('clients', 'clients.id', 'user_clients.client_id')
    .select([
      'clients.id',
      'clients.surname',
      'clients.name',
      'clients.second_name',
      'clients.birthdate',
      'clients.sex',
      'clients.email',
      'clients.phone',
    ])
    .where('user_clients.user_id', '=', userId)
    .orderBy('user_clients.position')
    .orderBy('clients.id')
    .execute();
  const current = rows.find((row) => row.id === clientId);
  if (!current) return null;
  // What the appointments list holds (deleted ones are not listed): it caps the list's skeleton.
  const appointments = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const names = (row: (typeof rows)[number]) => ({
    id: row.id,
    surname: row.surname,
    name: row.name,
    secondName: row.second_name,
    fullName: fullName(row),
  });
  return {
    personalInformation: {
      ...names(current),
      birthdate: current.birthdate,
      sex: current.sex,
      email: current.email,
      phone: current.phone,
      appointmentsCount: Number(appointments?.count ?? 0),
    },
    otherAvailableClients: rows.filter((row) => row.id !== clientId).map(names),
  };
}
