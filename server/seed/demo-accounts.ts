/**
 * Demo accounts (listed in the README): 79990000001 / demo2026 reaches its own profile and two
 * linked family profiles; 79990000002 / demo2026 only its own. Written once per database behind a
 * marker row, like the network seed; a phone that already has a login is left alone.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';

export const DEMO_ACCOUNTS_MARKER_KEY = 'seed.demo-accounts';
export const DEMO_PASSWORD = 'demo2026';

interface DemoClient {
  surname: string;
  name: string;
  secondName: string;
  birthdate: string;
  sex: 0 | 1;
  email: string | null;
}

export const DEMO_ACCOUNTS: readonly { phone: string; clients: readonly DemoClient[] }[] = [
  {
    phone: '79990000001',
    clients: [
      {
        surname: 'Соколова',
        name: 'Анна',
        secondName: 'Викторовна',
        birthdate: '1988-04-12',
        sex: 0,
        email: 'anna.sokolova@example.ru',
      },
      {
        surname: 'Соколов',
        name: 'Миша',
        secondName: 'Андреевич',
        birthdate: '2016-09-03',
        sex: 1,
        email: null,
      },
      {
        surname: 'Белова',
        name: 'Вера',
        secondName: 'Ильинична',
        birthdate: '1959-01-27',
        sex: 0,
        email: null,
      },
    ],
  },
  {
    phone: '79990000002',
    clients: [
      {
        surname: 'Петров',
        name: 'Игорь',
        secondName: 'Сергеевич',
        birthdate: '1979-11-30',
        sex: 1,
        email: 'igor.petrov@example.ru',
      },
    ],
  },
];

export async function seedDemoAccounts(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  const done = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', DEMO_ACCOUNTS_MARKER_KEY)
    .executeTakeFirst();
  if (done) return false;
  // Hashed before the transaction: argon2 takes tens of milliseconds, no lock should wait on it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const createdAt = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: DEMO_ACCOUNTS_MARKER_KEY, value: JSON.stringify({ version: 1 }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    for (const account of DEMO_ACCOUNTS) {
      const user = await trx
        .insertInto('users')
        .values({ phone: account.phone, password_hash: passwordHash, created_at: createdAt })
        .onConflict((oc) => oc.column('phone').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!user) continue;
      for (const [position, client] of account.clients.entries()) {
        const row = await trx
          .insertInto('clients')
          .values({
            // Only the login's own profile carries its phone; family members are reached through the link.
            phone: position === 0 ? account.phone : null,
            surname: client.surname,
            name: client.name,
            second_name: client.secondName,
            birthdate: client.birthdate,
            sex: client.sex,
            email: client.email,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('user_clients')
          .values({ user_id: user.id, client_id: row.id, position })
          .execute();
      }
    }
    return true;
  });
}
