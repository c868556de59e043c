/**
 * The authorization panel tests' fakes: the session's commands replaced by recording ones (the worker is
 * not here) and the configuration they read. Kept apart from ./account-forms.tsx, and importing nothing
 * of the app's: the mocks' factories load this file while the app's modules wait on those mocks.
 */
import type { Configuration } from '../../../src/api/configuration';

export type Answer =
  | { ok: true; value: unknown }
  | { ok: false; error: { kind: string; errors: Record<string, string[]>; retryAfter?: number } };

/** Every command the panel sent, and what a command answers (by default: ok). */
export const session = {
  calls: [] as { command: string; payload: unknown }[],
  answers: {} as Record<string, Answer>,
};

/** The mock of src/app/live/session. */
export function sessionModule() {
  const command = (name: string) => async (payload: unknown) => {
    session.calls.push({ command: name, payload });
    // A code send answers the id the code calls must send back.
    const value = name === 'sendCode' ? { codeRequestId: 'asker-id' } : {};
    return session.answers[name] ?? { ok: true, value };
  };
  const commands = Object.fromEntries(
    [
      'login',
      'register',
      'sendCode',
      'checkCode',
      'recoverPassword',
      'changePassword',
      'changeUser',
      'logout',
    ].map((name) => [name, command(name)]),
  );
  return { useAccountCommands: () => commands, accountCommands: commands };
}

export const CONFIGURATION = {
  alpha2: 'RU',
  availableTransports: { sms: true, whatsapp: false, flash_call: true },
  priorities: { sms: 1, whatsapp: 5, flash_call: 2 },
  waitingTime: 60,
  userMustCheckBoxToAgreeToPrivacyPolicy: true,
  endUserLicenseAgreement: 'Licence',
  privacyPolicy: null,
} as unknown as Configuration;

/** What useConfiguration answers. */
export const configuration = { value: CONFIGURATION as unknown };

/** The mocks of src/app/live/use-configuration and src/app/live/clinics. */
export const configurationModule = () => ({ useConfiguration: () => configuration.value });
export const clinicsModule = () => ({
  useClinics: () => ({ data: null, updatedAt: null, stale: false, refreshing: false, lastError: null }),
});
