// @vitest-environment jsdom
/**
 * Every error key a screen's calls can answer reads as a sentence in both languages with only the
 * translations that screen has loaded by then: the start page's trees, what the shell brings to show a
 * server's key (the snackbars, the error list) and the strings the screen's own modules import. Each
 * screen is imported into a fresh module registry, with a fresh i18next instance, so no other screen's
 * strings can stand in for its own: the way a cancelled appointment's refusal once showed on the
 * confirmation link as its bare key, its words loaded only with the booking screens.
 */
import type { i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import * as contract from '../../src/api';
import {
  acceptWaitlistOffer,
  accountErrorKeys,
  appointmentErrorKeys as appointment,
  type Call,
  CODE_ERRORS,
  cancelAppointment,
  changePassword,
  changeUser,
  checkConfirmationCode,
  codeErrorKey,
  confirmAppointmentUsingClientAccessKey,
  createAppointment,
  createClientFeedback,
  createWaitlistRequest,
  declineWaitlistOffer,
  errorKeys,
  fetchShortLinkRedirectUrl,
  GENERIC_UNEXPECTED_ERROR,
  getAppointmentByClientAccessKey,
  getClientFeedback,
  getDoctorClosestAppointment,
  getPersonalData,
  getServiceClosestAppointment,
  getVideoRoom,
  getWaitlistOffer,
  linkErrorKeys,
  listAppointments,
  listWaitlist,
  login,
  logout,
  moveAppointment,
  moveAppointmentUsingClientAccessKey,
  OFFLINE_ERROR,
  recoverPassword,
  refreshTokens,
  register,
  removeWaitlistRequest,
  sendConfirmationCode,
  TRY_LATER_ERROR,
  waitlistErrorKeys,
} from '../../src/api';

const values = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value as object)));

const CODE_SCOPES = ['messages', 'sms', 'whatsapp', 'flashCall'] as const;
/** The accounts forms' keys: their fields' rules, the code delivery's, the accounts' own. */
const ACCOUNT_KEYS = [
  ...values(accountErrorKeys),
  ...CODE_SCOPES.flatMap((scope) => CODE_ERRORS.map((name) => codeErrorKey(scope, name))),
];
const ACCOUNT_FIELDS = [
  'phone',
  'password',
  'name',
  'surname',
  'code',
  'newPassword',
  'oldPassword',
  'confirmNewPassword',
];

/** What each error list the contract names may hold, in the keys src/api names. */
const LIST_KEYS: Record<string, readonly string[]> = {
  // Any content reads as "try later" (mergeErrorLists); no network and a broken answer have their own.
  unexpectedErrors: [GENERIC_UNEXPECTED_ERROR, TRY_LATER_ERROR, OFFLINE_ERROR],
  formErrors: values(errorKeys),
  confirmAppointmentErrors: [
    appointment.deleted,
    appointment.confirmRejected,
    appointment.cancelRejected,
    appointment.tooLateToChangeOnline,
  ],
  cancelAppointmentErrors: [
    appointment.deleted,
    appointment.cancelRejected,
    appointment.tooLateToChangeOnline,
    errorKeys.unauthorized,
  ],
  moveAppointmentErrors: [
    appointment.recordingPointNotAvailable,
    appointment.deleted,
    appointment.moveRejected,
    appointment.tooLateToChangeOnline,
    errorKeys.unauthorized,
  ],
  createAppointmentErrors: [
    appointment.selectService,
    appointment.serviceNotAvailable,
    appointment.recordingPointNotAvailable,
    appointment.limitExceededToday,
    errorKeys.unauthorized,
  ],
  // The free times offered instead (`YYYY-MM-DD HH:mm`), not keys.
  nearestFreeTimes: [],
  createClientFeedbackErrors: [linkErrorKeys.feedbackNotAvailable],
  comment: [linkErrorKeys.commentTooLong],
  waitlistErrors: [...values(waitlistErrorKeys), errorKeys.unauthorized],
  refreshErrors: [accountErrorKeys.auth.invalidRefreshToken, accountErrorKeys.auth.accessRestricted],
  personalDataErrors: [accountErrorKeys.auth.clientNotAvailable, errorKeys.unauthorized],
  ...Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, ACCOUNT_KEYS])),
};

/** What a call's formErrors may hold besides the general keys: an outdated link, the accounts' refusals. */
const FORM_EXTRA = new Map<Call, readonly string[]>([
  ...[
    getAppointmentByClientAccessKey,
    confirmAppointmentUsingClientAccessKey,
    fetchShortLinkRedirectUrl,
    getVideoRoom,
    moveAppointmentUsingClientAccessKey,
  ].map((call) => [call, [linkErrorKeys.outdated]] as const),
  ...[login, register, sendConfirmationCode, checkConfirmationCode, recoverPassword, changePassword].map(
    (call) => [call, ACCOUNT_KEYS] as const,
  ),
]);

const keysOf = (call: Call, list: string): readonly string[] => [
  ...(LIST_KEYS[list] ?? []),
  ...(list === 'formErrors' ? (FORM_EXTRA.get(call) ?? []) : []),
];
const listsOf = (call: Call) => ['unexpectedErrors', 'formErrors', ...call.errorLists];

interface Screen {
  name: string;
  /** The modules loaded by the time the screen makes its calls (dialogs that load on open included). */
  modules: readonly (() => Promise<unknown>)[];
  calls: readonly Call[];
}

const SCREENS: readonly Screen[] = [
  {
    // A session that ends by itself says why in a snackbar, over whatever screen is open.
    name: 'any screen (the shell: a session ending by itself, the menu)',
    modules: [],
    calls: [refreshTokens, changeUser, getPersonalData, logout],
  },
  {
    // A cancel or a feedback that waited offline and was refused when sent: the shell's queue part says
    // why, over whatever screen is open then, which need not be the one that queued it.
    name: 'any screen (the offline queue telling a refusal)',
    modules: [() => import('../../src/app/shell/WaitingActions')],
    calls: [cancelAppointment, createClientFeedback],
  },
  {
    name: 'confirmation link',
    modules: [() => import('../../src/app/screens/links/ConfirmAppointmentScreen')],
    calls: [getAppointmentByClientAccessKey, confirmAppointmentUsingClientAccessKey],
  },
  {
    name: 'move dialog over the confirmation link',
    modules: [
      () => import('../../src/app/screens/links/ConfirmAppointmentScreen'),
      () => import('../../src/app/screens/booking/MoveDialog'),
    ],
    calls: [moveAppointmentUsingClientAccessKey],
  },
  {
    name: 'move dialog over my appointments',
    modules: [
      () => import('../../src/app/screens/appointments/AppointmentsScreen'),
      () => import('../../src/app/screens/booking/MoveDialog'),
    ],
    calls: [moveAppointment],
  },
  {
    name: 'feedback link (and short link)',
    modules: [() => import('../../src/app/screens/links/FeedbackScreen')],
    calls: [getClientFeedback, createClientFeedback, fetchShortLinkRedirectUrl],
  },
  {
    name: 'call link',
    modules: [() => import('../../src/app/screens/links/CallScreen')],
    calls: [getVideoRoom],
  },
  {
    name: 'waitlist offer link',
    modules: [() => import('../../src/app/screens/waitlist/WaitlistOfferScreen')],
    calls: [getWaitlistOffer, acceptWaitlistOffer, declineWaitlistOffer],
  },
  {
    name: 'my appointments (cancelling, the waitlist and its offers)',
    modules: [() => import('../../src/app/screens/appointments/AppointmentsScreen')],
    calls: [
      listAppointments,
      cancelAppointment,
      listWaitlist,
      removeWaitlistRequest,
      acceptWaitlistOffer,
      declineWaitlistOffer,
    ],
  },
  {
    name: 'booking dialog',
    modules: [() => import('../../src/app/screens/booking/CreateAppointmentDialog')],
    calls: [createAppointment, getDoctorClosestAppointment, getServiceClosestAppointment],
  },
  {
    name: 'waitlist dialog',
    modules: [() => import('../../src/app/screens/waitlist/WaitlistAskDialog')],
    calls: [createWaitlistRequest],
  },
  {
    name: 'authorization',
    modules: [() => import('../../src/app/screens/accounts/AuthorizationScreen')],
    calls: [login, register, sendConfirmationCode, checkConfirmationCode, recoverPassword],
  },
  {
    name: 'profile',
    modules: [() => import('../../src/app/screens/accounts/ProfileScreen')],
    calls: [getPersonalData],
  },
  {
    name: 'change password',
    modules: [() => import('../../src/app/screens/accounts/ChangePasswordScreen')],
    calls: [changePassword],
  },
];

/** The i18next instance of a fresh app with only the start page, the shell's message parts and `screen`. */
async function loadedFor(screen: Screen): Promise<I18n> {
  vi.resetModules();
  const { i18n, initI18n, loadLanguage } = await import('../../src/app/i18n');
  await initI18n('ru');
  await loadLanguage('en-gb');
  // Where the shell shows a server's key; each brings the words it needs.
  await import('../../src/app/shell/snackbars/SnackbarItem');
  await import('../../src/app/shell/ErrorList');
  for (const load of screen.modules) await load();
  return i18n;
}

/** The key's words in that language's own tree (no fallback to Russian), a plural's by its other form. */
function words(i18n: I18n, language: string, key: string): unknown {
  return (
    i18n.getResource(language, 'translation', key) ??
    i18n.getResource(language, 'translation', `${key}_other`)
  );
}

/** `language key` for each key `calls` can answer that has no words in that language. */
function missingWords(i18n: I18n, calls: readonly Call[]): string[] {
  const keys = new Set(calls.flatMap((call) => listsOf(call).flatMap((list) => keysOf(call, list))));
  return ['ru', 'en-gb'].flatMap((language) =>
    [...keys]
      .filter((key) => {
        const text = words(i18n, language, key);
        return typeof text !== 'string' || text === '' || text === key;
      })
      .map((key) => `${language} ${key}`),
  );
}

describe('each screen has the words of every error key its calls can answer', () => {
  // The first fresh registry imports the shell's parts anew: a few seconds on a slow machine.
  it.each(SCREENS)(
    '$name',
    async (screen) => {
      expect(missingWords(await loadedFor(screen), screen.calls)).toEqual([]);
    },
    30_000,
  );
});

describe('the catalogue walked above', () => {
  it('is walked with each screen alone: no other area’s words stand in', async () => {
    const call = SCREENS.find((screen) => screen.name === 'call link')!;
    const i18n = await loadedFor(call);
    expect(words(i18n, 'ru', 'links.confirm.heading')).toBeUndefined();
    expect(words(i18n, 'ru', appointment.confirmRejected)).toBeUndefined();
    expect(words(i18n, 'ru', 'errors.basis.not_found')).toBe('Не найдено');
  }, 30_000);

  const calls = (Object.values(contract) as unknown[]).filter(
    (value): value is Call => typeof value === 'object' && value !== null && 'errorLists' in value,
  );

  it('knows what every error list the contract names may hold', () => {
    const lists = new Set(calls.flatMap((call) => call.errorLists));
    expect([...lists].filter((list) => !(list in LIST_KEYS))).toEqual([]);
  });

  it('walks every call that answers lists of its own on some screen', () => {
    const walked = new Set(SCREENS.flatMap((screen) => screen.calls));
    const unwalked = calls.filter((call) => call.errorLists.length > 0 && !walked.has(call));
    expect(unwalked.map((call) => call.path)).toEqual([]);
  });
});
