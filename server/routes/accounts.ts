/**
 * The accounts calls under /api (logic in server/auth/accounts-service.ts). A body that is not JSON or
 * breaks the wire shape is a 400 with errors.basis.invalid_input; the accounts rules answer their own
 * keys per field. Access tokens are opaque (server/auth/sessions.ts) and travel as
 * `Authorization: Bearer …`. Nothing here logs a body: phones, passwords, codes and tokens never reach
 * the log.
 */
import type * as v from 'valibot';
import {
  type AnswerOf,
  type Call,
  changePassword,
  changeUser,
  checkConfirmationCode,
  getPersonalData,
  login,
  logout,
  recoverPassword,
  refreshTokens,
  register,
  sendConfirmationCode,
} from '../../src/api';
import type { AccountsService } from '../auth/accounts-service';
import type { Failure } from '../auth/failure';
import { defineRoute, type RouteEnv, routerOf } from '../http/route';

/** A public call the service answers from its checked input and the caller's address. */
const publicCall = <C extends Call>(
  call: C,
  run: (input: v.InferOutput<C['payload']>, address: string) => Promise<AnswerOf<C> | Failure>,
) => defineRoute(call, { auth: 'public', handle: (_, { input, address }) => run(input, address) });

export function accountsRoutes(env: RouteEnv, service: AccountsService) {
  return routerOf(
    [
      publicCall(login, service.login),
      publicCall(refreshTokens, service.refresh),
      // Idempotent by nature (a revoked family stays revoked, the answer is always {}); it takes an
      // Idempotency-Key like the other calls the offline queue may send twice.
      defineRoute(logout, {
        auth: 'public',
        idempotent: true,
        handle: async (_, { input, address }) => {
          await service.logout(input, address);
          return {};
        },
      }),
      publicCall(changeUser, service.changeUser),
      publicCall(register, service.register),
      publicCall(sendConfirmationCode, service.sendConfirmationCode),
      publicCall(checkConfirmationCode, service.checkConfirmationCode),
      publicCall(recoverPassword, service.recoverPassword),
      defineRoute(changePassword, {
        auth: 'client',
        unauthorizedList: 'formErrors',
        handle: (_, { input, session, address }) => service.changePassword(session, input, address),
      }),
      defineRoute(getPersonalData, {
        auth: 'client',
        unauthorizedList: 'personalDataErrors',
        handle: (_, { session }) => service.personalData(session),
      }),
    ],
    env,
  );
}
