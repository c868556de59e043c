/** The reminders' texts and the recipient's phone. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** `YYYY-MM-DD` as the clinic writes it: DD.MM.YYYY. */
const shownDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * The link confirms, moves or cancels the visit: the text says so, so a patient who cannot come moves
 * it. Once the clinic's notice has begun (`changeable` false) the link only confirms, and the text
 * offers no more.
 */
export const confirmationText = (
  doctor: string,
  date: string,
  time: string,
  url: string,
  { changeable }: { changeable: boolean },
) =>
  `Подтвердите запись к специалисту ${doctor} ${shownDate(date)} в ${time}${changeable ? ' (там же её можно перенести или отменить)' : ''}: ${url}`;

export const feedbackText = (doctor: string, url: string) =>
  `Спасибо за визит! Оцените приём специалиста ${doctor}: ${url}`;

/** The client's own phone, or else the phone of the login the client belongs to (a family member). */
export async function clientPhone(db: Kysely<Database>, clientId: number): Promise<string | null> {
  const client = await db.selectFrom('clients').select('phone').where('id', '=', clientId).executeTakeFirst();
  if (client?.phone) return client.phone;
  const login = await db
    .selectFrom('user_clients')
    .innerJoin('users', 'users.id', 'user_clients.user_id')
    .select('users.phone')
    .where('user_clients.client_id', '=', clientId)
    .orderBy('user_clients.position')
    .orderBy('users.id')
    .executeTakeFirst();
  return login?.phone ?? null;
}
