/**
 * The accounts calls as functions of checked input: each answers its result or a
 * failure (`Failed<HttpFailure>`: a value, not a throw, with the spec's error lists). Routes only parse, authenticate and answer.
 */
import type { Kysely } from 'kysely';
import {
  accountErrorKeys as keys,
  type Configuration,
  type ConfirmationCodeType,
  codeErrorKey,
  errorKeys,
  type Failed,
  type PersonalData,
  type TokenPair,
  type Transport,
} from '../../src/api';
import type { Database } from '../db/schema';
import { subnetKey } from '../http/address-subnet';
import type { Logger } from '../logger';
import type { TransportSet } from '../transports/types';
import {
  createAccount,
  findUserByPhone,
  isLinked,
  primaryClientId,
  readPersonalData,
  setPasswordHash,
} from './accounts-store';
import { createAudit } from './audit';
import { type CheckCodeRequest, checkCode, pruneCodes, sendCode, sendRefused } from './codes';
import { failure, type HttpFailure, isFailed } from './failure';
import type { AccountLimits } from './limits';
import { rememberDevice } from './known-devices';
import { reserveLoginAttempt, resetLoginDelay } from './login-throttle';
import {
  allUnder,
  type CounterLimit,
  firstThisHour,
  giveBackAll,
  secondsToNextHour,
  takeAll,
} from './message-counters';
import { hashPassword, verifyPassword } from './passwords';
import {
  findRefreshable,
  issueLoginTokens,
  issueTokens,
  revokeFamily,
  revokeUserSessions,
  rotate,
  type Session,
} from './sessions';
import { sha256 } from './secrets';
import {
  type ChangePasswordInput,
  changePasswordErrors,
  loginPasswordErrors,
  newPasswordErrors,
  nonEmpty,
  phoneErrors,
  registrationNameErrors,
  surnameErrors,
} from './validation';

export interface AccountsDeps {
  db: Kysely<Database>;
  transports: TransportSet;
  limits: AccountLimits;
  configuration: () => Promise<Configuration>;
  now: () => number;
  /** Receives the audit events as log lines (phones only as keyed digests). */
  logger: Logger;
}

/** A service call's answer: its value, or a failure the route answers with. */
type Answer<T> = Promise<T | Failed<HttpFailure>>;

const invalid = (lists: Record<string, string[]> | null) => (lists ? failure(400, lists) : null);
const noLogin = () => failure(400, { phone: [keys.phone.noClients] });
const restricted = () => failure(403, { phone: [keys.phone.accessRestricted] });

export function createAccountsService(deps: AccountsDeps) {
  const { db, now, limits } = deps;
  const audit = createAudit(db, deps.logger);
  const refreshContext = (address: string) => ({ address, audit, graceMs: limits.refreshGraceMs });
  const lifetimeMs = limits.sessionLifetimeMs;

  /**
   * The spec's answers say whether a phone has an account ('already registered', 'no clients', or a
   * recovery code sent): each such answer counts against the address, its /48 and everyone together,
   * so the clinic's patient list cannot be read off at will, not even from a whole IPv6 network. The
   * count is taken in one statement before the answer is looked up (requests sent at the same moment
   * cannot all pass a cap they read), writes nothing when refused, and is given back when the answer
   * turns out to be a 429 that says nothing of the phone.
   */
  const lookupLimits = (address: string): CounterLimit[] => [
    { scope: 'lookup-address', key: address, max: limits.phoneLookupsPerAddressPerHour },
    { scope: 'lookup-subnet', key: subnetKey(address), max: limits.phoneLookupsPerSubnetPerHour },
    { scope: 'lookup-all', key: '*', max: limits.phoneLookupsPerHour },
  ];
  /** Checks that found no code, per address and /48 (a check that finds one is bounded by its tries). */
  const missLimits = (address: string): CounterLimit[] => [
    { scope: 'check-address', key: address, max: limits.codeCheckMissesPerAddressPerHour },
    { scope: 'check-subnet', key: subnetKey(address), max: limits.codeCheckMissesPerSubnetPerHour },
  ];
  const tooMany = (retryAfter?: number) =>
    failure(429, { formErrors: [errorKeys.tooManyRequests] }, retryAfter);
  /**
   * Checks a code and audits it: a wrong try (bounded per code) and a check that finds no code for the
   * phone and request id (bounded per address and /48, refused past that with nothing written).
   */
  async function checkAudited(request: CheckCodeRequest, address: string): Answer<{ ok: true }> {
    const at = now();
    const result = await checkCode(deps, at, request);
    if (isFailed(result) && result.error.missed) {
      if (!(await takeAll(db, at, missLimits(address)))) {
        await audit(at, { event: 'code_check_throttled', phone: request.phone, address, logOnly: true });
        return tooMany(secondsToNextHour(at));
      }
      await audit(at, { event: 'code_missing', phone: request.phone, address });
    }
    if (isFailed(result) && result.error.triedCode) {
      await audit(at, { event: 'code_wrong', phone: request.phone, address });
    }
    await pruneCodes(db, at, limits);
    return result;
  }
  /**
   * Runs `answer`, which reads whether the phone has an account, as one of the address's look-ups. A
   * refusal for a full cap past the reading (the code checks') would come for one kind of phone where
   * the other is told so: that cap is read first, and a full one refuses every phone alike, before
   * anything is written. One that filled meanwhile gives the look-up back, as a refusal writes nothing.
   */
  async function lookup<T>(address: string, answer: () => Answer<T>): Answer<T> {
    const at = now();
    if (!(await allUnder(db, at, missLimits(address)))) return tooMany(secondsToNextHour(at));
    if (!(await takeAll(db, at, lookupLimits(address)))) return tooMany(secondsToNextHour(at));
    const result = await answer();
    if (isFailed(result) && result.error.status === 429) await giveBackAll(db, at, lookupLimits(address));
    return result;
  }

  /**
   * A paid-message budget refused a send: every refusal is a log line, and the first of the hour for
   * that budget (whichever instance saw it) is also a row, so whoever watches the audit trail hears of
   * it once, not once per refused request.
   */
  async function budgetRanOut(at: number, budget: CounterLimit, phone: string, address: string) {
    const limit = `${budget.scope} ${budget.key}`;
    const first = await firstThisHour(db, at, 'send-tripped', limit);
    await audit(at, { event: 'code_budget_exhausted', phone, address, limit, logOnly: !first });
  }

  /** The device proved the phone (a right password or code): the phone's login delay lets it pass. */
  const proven = (at: number, device: string, phone: string) => rememberDevice(db, at, limits, device, phone);

  return {
    /** `device`: the caller's device token (its cookie's, or a fresh one the route keeps if this succeeds). */
    async login(
      input: { phone: string; password: string },
      address: string,
      device: string,
    ): Answer<TokenPair> {
      const bad = invalid(
        nonEmpty({ phone: phoneErrors(input.phone), password: loginPasswordErrors(input.password) }),
      );
      if (bad) return bad;
      const at = now();
      const attempt = await reserveLoginAttempt(db, at, limits, input.phone, address, device);
      if ('retryAfter' in attempt) {
        const { retryAfter } = attempt;
        await audit(at, { event: 'login_throttled', phone: input.phone, address, retryAfter, logOnly: true });
        return tooMany(retryAfter);
      }
      const user = await findUserByPhone(db, input.phone);
      const matches = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !matches) {
        const { delayMs } = await attempt.failed();
        await audit(at, {
          event: delayMs > 0 ? 'login_delayed' : 'login_failed',
          userId: user?.id,
          phone: input.phone,
          address,
          ...(delayMs > 0 ? { retryAfter: Math.ceil(delayMs / 1000) } : {}),
        });
        return failure(401, { formErrors: [keys.auth.invalidLoginOrPassword] });
      }
      await attempt.succeeded();
      if (user.blocked) {
        await audit(at, { event: 'login_blocked', userId: user.id, address });
        return failure(403, { formErrors: [keys.auth.accessRestricted] });
      }
      const clientId = await primaryClientId(db, user.id);
      if (clientId === null) return failure(403, { formErrors: [keys.auth.accessRestricted] });
      const pair = await issueLoginTokens(
        db,
        at,
        { userId: user.id, clientId },
        user.password_hash,
        lifetimeMs,
      );
      // The password changed while it was being checked: it is not the password any more.
      if (!pair) return failure(401, { formErrors: [keys.auth.invalidLoginOrPassword] });
      await proven(at, device, input.phone);
      await audit(at, { event: 'login', userId: user.id, clientId, address });
      return pair;
    },

    async refresh(input: { refreshToken: string }, address: string): Answer<TokenPair> {
      const at = now();
      const context = refreshContext(address);
      const session = await findRefreshable(db, at, input.refreshToken, context);
      if (isFailed(session)) return session;
      if ('again' in session) return session.again;
      const next = { clientId: session.clientId, refreshToken: input.refreshToken };
      const pair = await rotate(db, at, session, next, context);
      if (!isFailed(pair)) await audit(at, { event: 'refresh', userId: session.userId, address });
      return pair;
    },

    /**
     * Ends the family of the pair whose logout token (or, from a client that holds none, refresh token)
     * is presented, whether that pair is current or already rotated.
     */
    async logout(input: { logoutToken: string } | { refreshToken: string }, address: string): Promise<void> {
      const [column, token] =
        'logoutToken' in input
          ? (['logout_hash', input.logoutToken] as const)
          : (['token_hash', input.refreshToken] as const);
      const row = await db
        .selectFrom('refresh_tokens')
        .select(['family_id', 'user_id'])
        .where(column, '=', sha256(token))
        .executeTakeFirst();
      if (!row) return;
      const at = now();
      // A retried logout (the offline queue resends it) finds the family revoked and changes nothing.
      if ((await revokeFamily(db, at, row.family_id)) === 0) return;
      await audit(at, { event: 'logout', userId: row.user_id, address });
    },

    async changeUser(
      input: { refreshToken: string; targetClientId: number },
      address: string,
    ): Answer<TokenPair> {
      const at = now();
      const context = refreshContext(address);
      const session = await findRefreshable(db, at, input.refreshToken, context);
      if (isFailed(session)) return session;
      // A token another tab just rotated: its pair is for that tab's client; this tab refreshes first.
      if ('again' in session) return failure(401, { refreshErrors: [keys.auth.invalidRefreshToken] });
      if (!(await isLinked(db, session.userId, input.targetClientId))) {
        await audit(at, { event: 'change_user_refused', userId: session.userId, address });
        return failure(403, { formErrors: [keys.auth.clientNotAvailable] });
      }
      const next = { clientId: input.targetClientId, refreshToken: input.refreshToken };
      const pair = await rotate(db, at, session, next, context);
      if (!isFailed(pair)) {
        await audit(at, {
          event: 'change_user',
          userId: session.userId,
          clientId: input.targetClientId,
          address,
        });
      }
      return pair;
    },

    async sendConfirmationCode(
      input: { phone: string; type: ConfirmationCodeType; transport?: Transport | null },
      address: string,
    ): Answer<{ codeRequestId: string }> {
      const bad = invalid(nonEmpty({ phone: phoneErrors(input.phone) }));
      if (bad) return bad;
      const configuration = await deps.configuration();
      const transport = input.transport ?? null;
      if (transport === null || !configuration.availableTransports[transport]) {
        return failure(400, { formErrors: [codeErrorKey('messages', 'need_to_select_transport')] });
      }
      const at = now();
      // The hour's sends used up refuses every phone alike, before the look-up (see `lookup`).
      const full = await sendRefused(deps, at, { ...input, transport, address });
      if (full) {
        if (full.error.budget) await budgetRanOut(at, full.error.budget, input.phone, address);
        return full;
      }
      if (!(await takeAll(db, at, lookupLimits(address)))) return tooMany(secondsToNextHour(at));
      const user = await findUserByPhone(db, input.phone);
      const refusal =
        input.type === 'registration' && user
          ? failure(400, { phone: [keys.phone.alreadyRegistered] })
          : input.type === 'password_recovery' && !user
            ? noLogin()
            : input.type === 'password_recovery' && user?.blocked
              ? restricted()
              : null;
      if (refusal) return refusal;
      const sent = await sendCode(deps, at, configuration.waitingTime, { ...input, transport, address });
      // Too early, or the hour's sends used up meanwhile: a refusal writes nothing, the look-up included.
      if (isFailed(sent) && sent.error.status === 429) await giveBackAll(db, at, lookupLimits(address));
      if (isFailed(sent) && sent.error.budget)
        await budgetRanOut(at, sent.error.budget, input.phone, address);
      // A refused send wrote nothing and is not worth a row either.
      if (isFailed(sent) && sent.error.status === 429) return sent;
      await audit(at, {
        event: isFailed(sent) ? 'code_failed' : 'code_sent',
        userId: user?.id,
        address,
      });
      return sent;
    },

    async checkConfirmationCode(
      input: { phone: string; code: string; codeRequestId?: string | undefined },
      address: string,
      device: string,
    ): Answer<{ ok: true }> {
      const bad = invalid(nonEmpty({ phone: phoneErrors(input.phone) }));
      if (bad) return bad;
      const checked = await checkAudited({ ...input, type: null, consume: false }, address);
      // A fresh code proves the phone as well as a password does.
      if (!isFailed(checked)) await proven(now(), device, input.phone);
      return checked;
    },

    async register(
      input: {
        name: string;
        surname: string;
        phone: string;
        code: string;
        newPassword: string;
        codeRequestId?: string | undefined;
      },
      address: string,
      device: string,
    ): Answer<{ tokensPair: TokenPair; registration: boolean }> {
      const bad = invalid(
        nonEmpty({
          name: registrationNameErrors(input.name),
          surname: surnameErrors(input.surname),
          phone: phoneErrors(input.phone),
          code: input.code.length === 0 ? [codeErrorKey('messages', 'code_is_required')] : [],
          newPassword: newPasswordErrors(input.newPassword),
        }),
      );
      if (bad) return bad;
      const checked = await lookup(address, async () => {
        if (await findUserByPhone(db, input.phone))
          return failure(400, { phone: [keys.phone.alreadyRegistered] });
        return checkAudited({ ...input, type: 'registration', consume: true }, address);
      });
      if (isFailed(checked)) return checked;
      const at = now();
      const account = await createAccount(db, {
        phone: input.phone,
        passwordHash: await hashPassword(input.newPassword),
        surname: input.surname.trim(),
        name: input.name.trim(),
        now: at,
      });
      if (!account) return failure(400, { phone: [keys.phone.alreadyRegistered] });
      await audit(at, {
        event: 'registration',
        userId: account.userId,
        clientId: account.clientId,
        address,
      });
      await proven(at, device, input.phone);
      const tokensPair = await issueTokens(db, at, account, lifetimeMs);
      return { tokensPair, registration: account.registration };
    },

    async recoverPassword(
      input: { phone: string; code: string; newPassword: string; codeRequestId?: string | undefined },
      address: string,
      device: string,
    ): Answer<{ ok: true }> {
      const bad = invalid(
        nonEmpty({
          phone: phoneErrors(input.phone),
          code: input.code.length === 0 ? [codeErrorKey('messages', 'code_is_required')] : [],
          newPassword: newPasswordErrors(input.newPassword),
        }),
      );
      if (bad) return bad;
      const user = await findUserByPhone(db, input.phone);
      const checked = await lookup(address, async () => {
        if (!user) return noLogin();
        if (user.blocked) return restricted();
        return checkAudited({ ...input, type: 'password_recovery', consume: true }, address);
      });
      if (isFailed(checked) || !user) return checked as Failed<HttpFailure>;
      const at = now();
      const hash = await hashPassword(input.newPassword);
      // Whoever knew the old password is out: every session ends, in the same transaction.
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, user.id, hash);
        await revokeUserSessions(trx, at, user.id, null);
      });
      // The owner proved the phone: earlier guesses at the password no longer slow its logins.
      await resetLoginDelay(db, input.phone, address);
      await proven(at, device, input.phone);
      await audit(at, { event: 'password_recovered', userId: user.id, address });
      return { ok: true };
    },

    async changePassword(
      session: Session,
      input: ChangePasswordInput,
      address: string,
      device: string,
    ): Answer<{ ok: true }> {
      const bad = invalid(nonEmpty(changePasswordErrors(input)));
      if (bad) return bad;
      const user = await db
        .selectFrom('users')
        .select(['password_hash', 'phone'])
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow();
      const at = now();
      // The old password is a password guess like a login's: the same hourly limits (a stolen access
      // token must not buy unlimited guesses), given back when it is right.
      const attempt = await reserveLoginAttempt(db, at, limits, user.phone, address, device);
      if ('retryAfter' in attempt) return tooMany(attempt.retryAfter);
      if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
        await attempt.failed();
        await audit(at, { event: 'password_change_failed', userId: session.userId, address });
        return failure(400, { oldPassword: [keys.password.oldPasswordIncorrect] });
      }
      await attempt.succeeded();
      await proven(at, device, user.phone);
      const hash = await hashPassword(input.newPassword);
      // One transaction: a new password never leaves the other sessions alive.
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, session.userId, hash);
        await revokeUserSessions(trx, at, session.userId, session.familyId);
      });
      await audit(at, { event: 'password_changed', userId: session.userId, address });
      return { ok: true };
    },

    async personalData(session: Session): Answer<PersonalData> {
      const data = await readPersonalData(db, session.userId, session.clientId);
      return data ?? failure(403, { personalDataErrors: [keys.auth.clientNotAvailable] });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
