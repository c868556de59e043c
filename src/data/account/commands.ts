/**
 * The account commands (login, registration, codes, recovery, passwords, client switch, logout), as
 * WorkerApi handlers: one object argument, plain JSON back, expected failures as `{ ok: false, errors }` in the spec's error-list shape. Offline and
 * server failures read as the spec's "try later" (unexpectedErrors), an answer off the contract as the
 * generic unexpected error. Nothing here logs a payload: phones, codes and passwords stay out of logs.
 */
import {
  GENERIC_UNEXPECTED_ERROR,
  type PayloadOf,
  TRY_LATER_ERROR,
  changePassword as changePasswordCall,
  changeUser as changeUserCall,
  checkConfirmationCode,
  login as loginCall,
  recoverPassword as recoverPasswordCall,
  register as registerCall,
  sendConfirmationCode,
  type ErrorLists,
  errorKeys,
} from '../../api';
import type { ApiFailure } from '../api-client';
import type { LocksLike } from '../sync/locks';
import { SESSION_LOCK, type Session } from './session';
import { hasTokens } from './token-store';
import type { CommandResult, Recovered, Registered, SignedIn } from './types';

export function failureErrors(failure: ApiFailure): ErrorLists {
  if (failure.kind === 'server' && failure.errors) return failure.errors;
  if (failure.kind === 'contract') return { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] };
  return { unexpectedErrors: [TRY_LATER_ERROR] };
}

const failed = (failure: ApiFailure) => ({ ok: false as const, errors: failureErrors(failure) });
const done = <T>(data: T): CommandResult<T> => ({ ok: true, data });

export interface SessionCommandDeps {
  session: () => Promise<Session>;
  locks: LocksLike;
}

export function createSessionCommands({ session: ready, locks }: SessionCommandDeps) {
  async function login(payload: PayloadOf<typeof loginCall>): Promise<CommandResult<SignedIn>> {
    const session = await ready();
    const result = await session.plain.call(loginCall, { payload });
    if (!result.ok) return failed(result);
    return done({ personalData: await session.signIn(result.data) });
  }

  return {
    login,

    async register(payload: PayloadOf<typeof registerCall>): Promise<CommandResult<Registered>> {
      const session = await ready();
      const result = await session.plain.call(registerCall, { payload });
      if (!result.ok) return failed(result);
      const personalData = await session.signIn(result.data.tokensPair);
      return done({ registration: result.data.registration, personalData });
    },

    async sendCode(payload: PayloadOf<typeof sendConfirmationCode>): Promise<CommandResult> {
      const result = await (await ready()).plain.call(sendConfirmationCode, { payload });
      return result.ok ? done(undefined) : failed(result);
    },

    async checkCode(payload: PayloadOf<typeof checkConfirmationCode>): Promise<CommandResult> {
      const result = await (await ready()).plain.call(checkConfirmationCode, { payload });
      return result.ok ? done(undefined) : failed(result);
    },

    /** Sets the new password, then logs in with it; `loggedIn: false` when that login failed. */
    async recoverPassword(payload: PayloadOf<typeof recoverPasswordCall>): Promise<CommandResult<Recovered>> {
      const result = await (await ready()).plain.call(recoverPasswordCall, { payload });
      if (!result.ok) return failed(result);
      const signedIn = await login({ phone: payload.phone, password: payload.newPassword });
      return done(
        signedIn.ok ? { loggedIn: true, ...signedIn.data } : { loggedIn: false, personalData: null },
      );
    },

    async changePassword(payload: PayloadOf<typeof changePasswordCall>): Promise<CommandResult> {
      const result = await (await ready()).api.call(changePasswordCall, { payload });
      return result.ok ? done(undefined) : failed(result);
    },

    /**
     * Switches to a linked client: new tokens for it (the server rotates our refresh token, so this
     * runs under the session lock like a refresh), its personal data, and every tab follows.
     */
    async changeUser({ clientId }: { clientId: number }): Promise<CommandResult<SignedIn>> {
      const session = await ready();
      session.switching$.next(true);
      try {
        // The previous client's private data must not show under the new one. Wiped first: the wipe
        // must not run under the session lock (see session.ts).
        await session.wipe();
        const result = await locks.request(SESSION_LOCK, async () => {
          const stored = await session.store.read();
          if (!hasTokens(stored) || !stored.refreshToken) return null;
          const answer = await session.plain.call(changeUserCall, {
            payload: { targetClientId: clientId, refreshToken: stored.refreshToken },
          });
          if (answer.ok) await session.store.signIn(answer.data);
          return answer;
        });
        if (result === null) return { ok: false, errors: { formErrors: [errorKeys.unauthorized] } };
        if (!result.ok) {
          // Still the same client: bring its data back.
          session.inBackground(session.loadPersonalData);
          return failed(result);
        }
        return done({ personalData: await session.loadPersonalData() });
      } finally {
        session.switching$.next(false);
      }
    },

    /**
     * Ends the session here first (tokens and private data gone, every tab follows), then revokes it
     * on the server. A failed revocation still leaves the user logged out: the device is what matters.
     */
    async logout(_: Record<string, never> = {}): Promise<CommandResult> {
      await (await ready()).signOut();
      return done(undefined);
    },
  };
}
