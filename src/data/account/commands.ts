/**
 * The account commands (login, registration, codes, recovery, passwords, client switch, logout), as
 * WorkerApi handlers: one object argument, plain JSON back as a `Result` (../result.ts): offline and
 * server failures without lists of their own read as "try later", an answer off the contract as the
 * generic unexpected error. Nothing here logs a payload: phones, codes and passwords stay out of logs.
 */
import {
  type PayloadOf,
  changePassword as changePasswordCall,
  changeUser as changeUserCall,
  checkConfirmationCode,
  login as loginCall,
  recoverPassword as recoverPasswordCall,
  refreshTokens,
  register as registerCall,
  sendConfirmationCode,
  errorKeys,
} from '../../api';
import type { ApiFailure } from '../api-client';
import type { LocksLike } from '../sync/locks';
import { SESSION_LOCK, type Session } from './session';
import { hasTokens } from './token-store';
import { type Result, fail, ok } from '../result';
import type { CodeSent, Recovered, Registered, SignedIn } from './types';

// The wait the server asked for goes along: the code form counts down from it.
const failed = (failure: ApiFailure) => fail(failure.kind, failure.errors, failure.retryAfter);

export interface SessionCommandDeps {
  session: () => Promise<Session>;
  locks: LocksLike;
}

/**
 * No answer that tells whether the server made the change (a switch, a registration, a recovery): none
 * came (the network, a timeout), or one not the server's own (a gateway's error, a body off the
 * contract). A refusal of the server's says it did not.
 */
function answerLost(failure: { kind: string; status?: number }): boolean {
  return failure.kind !== 'server' || (failure.status ?? 500) >= 500;
}

export function createSessionCommands({ session: ready, locks }: SessionCommandDeps) {
  async function login(payload: PayloadOf<typeof loginCall>): Promise<Result<SignedIn>> {
    const session = await ready();
    const result = await session.plain.call(loginCall, { payload });
    if (!result.ok) return failed(result.error);
    return ok({ personalData: await session.signIn(result.value) });
  }

  /** Phones whose registration or recovery got no answer here: the server may have made it. */
  const unanswered = new Set<string>();

  /**
   * A registration or recovery whose answer was lost may have been made: its code is then spent, and
   * asked again the server refuses it (the phone registered, the code used), though the patient did
   * everything right. So it is tried as a login with the password just chosen, at once, and again when
   * a retry meets that refusal (`refusal`: the error list that says it, or, when null, any refusal).
   * Signed in, it was made; otherwise the first answer stands. Only after a lost answer here: a login
   * tried on any refusal would count a wrong password against someone else's phone.
   */
  async function madeUnseen(
    payload: { phone: string; newPassword: string },
    failure: ApiFailure,
    refusal: string | null,
  ): Promise<Result<SignedIn> | null> {
    if (answerLost(failure)) unanswered.add(payload.phone);
    else if (!unanswered.has(payload.phone)) return null;
    else if (refusal && !failure.errors?.[refusal]?.length) return null;
    const signedIn = await login({ phone: payload.phone, password: payload.newPassword });
    if (signedIn.ok) unanswered.delete(payload.phone);
    return signedIn;
  }

  return {
    login,

    async register(payload: PayloadOf<typeof registerCall>): Promise<Result<Registered>> {
      const session = await ready();
      const result = await session.plain.call(registerCall, { payload });
      if (result.ok) {
        const personalData = await session.signIn(result.value.tokensPair);
        return ok({ registration: result.value.registration, personalData });
      }
      // Made already, the retry hears that the phone is registered.
      const made = await madeUnseen(payload, result.error, 'phone');
      // The lost answer said whether records were linked; no screen tells the two apart.
      return made?.ok ? ok({ registration: true, ...made.value }) : failed(result.error);
    },

    async sendCode(payload: PayloadOf<typeof sendConfirmationCode>): Promise<Result<CodeSent>> {
      const result = await (await ready()).plain.call(sendConfirmationCode, { payload });
      return result.ok ? ok({ codeRequestId: result.value.codeRequestId }) : failed(result.error);
    },

    async checkCode(payload: PayloadOf<typeof checkConfirmationCode>): Promise<Result> {
      const result = await (await ready()).plain.call(checkConfirmationCode, { payload });
      return result.ok ? ok(undefined) : failed(result.error);
    },

    /** Sets the new password, then logs in with it; `loggedIn: false` when that login failed. */
    async recoverPassword(payload: PayloadOf<typeof recoverPasswordCall>): Promise<Result<Recovered>> {
      const result = await (await ready()).plain.call(recoverPasswordCall, { payload });
      if (!result.ok) {
        const made = await madeUnseen(payload, result.error, null);
        return made?.ok ? ok({ loggedIn: true, ...made.value }) : failed(result.error);
      }
      const signedIn = await login({ phone: payload.phone, password: payload.newPassword });
      return ok(
        signedIn.ok ? { loggedIn: true, ...signedIn.value } : { loggedIn: false, personalData: null },
      );
    },

    async changePassword(payload: PayloadOf<typeof changePasswordCall>): Promise<Result> {
      const result = await (await ready()).api.call(changePasswordCall, { payload });
      return result.ok ? ok(undefined) : failed(result.error);
    },

    /**
     * Switches to a linked client: new tokens for it (the server rotates our refresh token, so this
     * runs under the session lock like a refresh), its personal data, and every tab follows.
     */
    async changeUser({ clientId }: { clientId: number }): Promise<Result<SignedIn>> {
      // A device that knows it has no network sends nothing: the switch surely was not made, and the
      // client and its data stay as they were (a request sent with no answer could not say so).
      if (globalThis.navigator?.onLine === false) return fail('offline');
      const session = await ready();
      session.switching$.next(true);
      try {
        // The previous client's private data must not show under the new one: wiped once the server
        // made the switch, and no private write lands until the new pair is stored and the wipe done
        // (the wipe must not run under the session lock, see session.ts). A switch the server refused
        // leaves the client and its data as they were. One with no answer may have been made there:
        // the pair held here was then rotated to the other client, and its renewal would answer with
        // that client's pair, acting for them under the last client's name and data.
        const result = await session.thenWipe(
          () =>
            locks.request(SESSION_LOCK, async () => {
              // The pair the service worker renewed meanwhile, if it did: the refresh token stored here
              // would be a spent one, which the server takes for theft.
              const stored = await session.store.adoptMirror();
              const { accessToken, refreshToken } = stored;
              if (!hasTokens(stored) || !accessToken || !refreshToken) return null;
              const answer = await session.plain.call(changeUserCall, {
                payload: { targetClientId: clientId, refreshToken },
              });
              if (answer.ok) {
                await session.store.signIn(answer.value, true);
                return answer;
              }
              if (!answerLost(answer.error)) return answer;
              // Asked of the server at once with the same refresh token: within its grace it answers
              // with the pair the switch made, if it made one, else renews ours. Either pair is taken
              // as a new login's, whose client the server names; with no answer to this either, the
              // switch most likely never got there, and the client and its data stay.
              const renewed = await session.plain.call(refreshTokens, {
                payload: { accessToken, refreshToken },
              });
              if (renewed.ok) await session.store.signIn(renewed.value, true);
              return { ...answer, renewed: renewed.ok };
            }),
          (answer) => answer !== null && (answer.ok || ('renewed' in answer && answer.renewed)),
        );
        if (result === null) return fail('server', { formErrors: [errorKeys.unauthorized] });
        if (!result.ok) return failed(result.error);
        return ok({ personalData: await session.loadPersonalData() });
      } finally {
        session.switching$.next(false);
      }
    },

    /**
     * Ends the session here first (tokens and private data gone, every tab follows), then revokes it
     * on the server. A failed revocation still leaves the user logged out: the device is what matters.
     */
    async logout(_: Record<string, never> = {}): Promise<Result> {
      await (await ready()).signOut();
      return ok(undefined);
    },
  };
}
