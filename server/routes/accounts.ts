/**
 * The accounts calls under /api (logic in server/auth/accounts-service.ts). A body that is not JSON or
 * breaks the wire shape is a 400 with errors.basis.invalid_input; the accounts rules answer their own
 * keys per field. Access tokens are opaque (server/auth/sessions.ts) and travel as
 * `Authorization: Bearer …`. Nothing here logs a body: phones, passwords, codes and tokens never reach
 * the log.
 */
import {
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
import { defineRoute, type RouteEnv, routerOf } from '../http/route';

export function accountsRoutes(env: RouteEnv, service: AccountsService) {
  return routerOf(
    [
      defineRoute(login, {
        auth: 'public',
        handle: (_, { input, address }) => service.login(input, address),
      }),
      defineRoute(refreshTokens, {
        auth: 'public',
        handle: (_, { input, address }) => service.refresh(input, address),
      }),
      defineRoute(logout, {
        auth: 'public',
        handle: async (_, { input, address }) => {
          await service.logout(input, address);
          return {};
        },
      }),
      defineRoute(changeUser, {
        auth: 'public',
        handle: (_, { input, address }) => service.changeUser(input, address),
      }),
      defineRoute(register, {
        auth: 'public',
        handle: (_, { input, address }) => service.register(input, address),
      }),
      defineRoute(sendConfirmationCode, {
        auth: 'public',
        handle: (_, { input, address }) => service.sendConfirmationCode(input, address),
      }),
      defineRoute(checkConfirmationCode, {
        auth: 'public',
        handle: (_, { input }) => service.checkConfirmationCode(input),
      }),
      defineRoute(recoverPassword, {
        auth: 'public',
        handle: (_, { input, address }) => service.recoverPassword(input, address),
      }),
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
