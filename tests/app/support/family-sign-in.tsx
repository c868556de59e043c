/**
 * What the authorization panel hands a dialog that signs in inline: a login to Иванова Мария's profile,
 * with `others` more (family) profiles on it (Иванов Пётр).
 */
import type { PersonalData } from '../../../src/api/accounts';
import type { SignInResult } from '../../../src/app/screens/accounts/panel-context';

const person = (id: number, surname: string, name: string) => ({
  id,
  surname,
  name,
  secondName: null,
  fullName: `${surname} ${name}`,
});

export const personalData = (others: number): PersonalData => ({
  personalInformation: {
    ...person(1, 'Иванова', 'Мария'),
    birthdate: null,
    sex: null,
    email: null,
    phone: null,
    appointmentsCount: 0,
  },
  otherAvailableClients: [person(2, 'Иванов', 'Пётр')].slice(0, others),
});

export const signIn = (others: number): SignInResult => ({
  registration: null,
  personalData: personalData(others),
});

/**
 * The authorization panel as a dialog sees it, for a test's vi.mock of it: a button whose press logs in
 * as the real panel does (this tab's session signals set), then hands `result()` over; a promise is
 * awaited first, as a login that takes its time (the dialog may be closed meanwhile).
 */
export async function fakeAuthorizationPanel(result: () => unknown) {
  const session = await import('../../../src/app/state/session');
  return {
    AuthorizationPanel: ({ onCreateAppointment }: { onCreateAppointment?: (result: unknown) => void }) => (
      <button
        type="button"
        data-testid="fake-login"
        onClick={async () => {
          const signedIn = (await result()) as SignInResult;
          const data = signedIn.personalData!;
          session.loggedIn.value = true;
          session.currentClient.value = {
            id: data.personalInformation.id,
            fullName: data.personalInformation.fullName,
          };
          session.otherClients.value = data.otherAvailableClients.map(({ id, fullName }) => ({
            id,
            fullName,
          }));
          onCreateAppointment?.(signedIn);
        }}
      >
        login
      </button>
    ),
  };
}
