/**
 * A login checked against the old password while the password changes leaves no session behind. The
 * login is held right after it read the login's row (password hash included), the change or the
 * recovery runs meanwhile, and only then is the login's check let go on. Either the login is refused or
 * the session it opened ended with the others. On SQLite the held login keeps the one connection, so
 * the change can only run once it is let go: there the case checks the outcome, not that overlap.
 */
import { type RootOperationNode, SelectQueryNode, TableNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pairOf, suiteAccountsTest } from './accounts-kit';
import { DIALECTS } from './harness';
import { HoldQuery } from './hold-query';

const OLD = 'First2026';
const NEW = 'Second2026';

/** A read of the users table: the login's look-up of the phone. */
const readsUsers = (node: RootOperationNode) =>
  SelectQueryNode.is(node) &&
  (node.from?.froms ?? []).some((from) => TableNode.is(from) && from.table.identifier.name === 'users');

describe.each(DIALECTS)('a login during a password change on %s', (dialect) => {
  const hold = new HoldQuery();
  const t = suiteAccountsTest(dialect, { plugin: hold });

  /** Logs in with the old password, held after its look-up while `change` runs; answers the login. */
  async function loginWhile(phone: string, change: () => Promise<{ status: number }>) {
    const login = () => t.post('/auth/login', { phone, password: OLD });
    const [loggedIn, changed] = await hold.overlap(readsUsers, login, change, t);
    expect(changed.status).toBe(200);
    return loggedIn;
  }

  /** The old password opened no session that still works. */
  const noSessionLeft = async (login: { status: number; body: Record<string, unknown> | null }) => {
    if (login.status !== 200) {
      expect(login.status).toBe(401);
      return;
    }
    const pair = pairOf(login.body);
    expect((await t.get('/clients/personal-data', pair.accessToken)).status).toBe(401);
    expect((await t.post('/auth/refresh', pair)).status).toBe(401);
  };

  it('a password change ends or refuses the login checked against the old password', async () => {
    const phone = t.freshPhone();
    const mine = pairOf((await t.register(phone, OLD)).body);
    const login = await loginWhile(phone, () =>
      t.post(
        '/clients/change-password',
        { oldPassword: OLD, newPassword: NEW, confirmNewPassword: NEW },
        mine.accessToken,
      ),
    );
    await noSessionLeft(login);
    expect((await t.post('/auth/login', { phone, password: NEW })).status).toBe(200);
  });

  it('a password recovery ends or refuses the login checked against the old password', async () => {
    const phone = t.freshPhone();
    expect((await t.register(phone, OLD)).status).toBe(200);
    const code = await t.recoveryCode(phone);
    const login = await loginWhile(phone, () =>
      t.post('/clients/password-recovery', {
        phone,
        code,
        newPassword: NEW,
        codeRequestId: t.codeRequest(phone),
      }),
    );
    await noSessionLeft(login);
  });
});
