/**
 * The authorization panel's forms. They live outside the components because
 * they outlive them: a trip from registration to the licence agreement and back keeps what was typed.
 * Leaving the panel for any other page resets them, and so does leaving an agreement page for any page
 * but the panel (use-reset-on-leave.ts); logging out resets them too.
 */
import { batch, effect, signal } from '@preact/signals-react';
import type { CodeTransport, FieldErrors } from '../../../domain/account-rules';
import type { ErrorEntry } from '../../shell/ErrorList';
import { loggedIn } from '../../state/session';
import { readSavedForms, type SavedCode, type SavedForms, saveForms } from './forms-session';

export interface Field {
  value: string;
  /** Null until the field is first validated (on blur); from then on it is validated on change. */
  errors: FieldErrors;
}

const field = (value = ''): Field => ({ value, errors: null });

/** The form shown in the panel: login, registration, recovery. */
export type ActiveForm = 'login' | 'registration' | 'recovery';

export interface LoginForm {
  phone: Field;
  password: Field;
  formErrors: readonly ErrorEntry[];
  pending: boolean;
}

/** Stage 2 of registration and recovery: a custom password and its repeat (empty: the suggestion). */
export interface PasswordStage {
  suggested: string;
  password: Field;
  repeat: Field;
}

export interface CodeForm {
  phone: Field;
  code: Field;
  transport: CodeTransport | null;
  /** The phone the last code went to: the code is auto-checked only for it (a code belongs to one phone). */
  sentTo: string | null;
  /** The id the server answered with that code, sent back with it: no one else's check finds the code. */
  codeRequestId: string | null;
  stage: 1 | 2;
  stage2: PasswordStage;
  formErrors: readonly ErrorEntry[];
  /** A code request in flight. */
  codePending: boolean;
  /** The form's own request in flight (check, registration, recovery). */
  pending: boolean;
}

export interface RegistrationForm extends CodeForm {
  name: Field;
  surname: Field;
  agreed: boolean;
  agreedErrors: FieldErrors;
}

const passwordStage = (): PasswordStage => ({ suggested: '', password: field(), repeat: field() });

const codeForm = (): CodeForm => ({
  phone: field(),
  code: field(),
  transport: null,
  sentTo: null,
  codeRequestId: null,
  stage: 1,
  stage2: passwordStage(),
  formErrors: [],
  codePending: false,
  pending: false,
});

export const initialLogin = (): LoginForm => ({
  phone: field(),
  password: field(),
  formErrors: [],
  pending: false,
});
export const initialRecovery = (): CodeForm => codeForm();
export const initialRegistration = (): RegistrationForm => ({
  ...codeForm(),
  name: field(),
  surname: field(),
  agreed: false,
  agreedErrors: null,
});

const savedCode = (form: CodeForm): SavedCode => ({
  phone: form.phone.value,
  code: form.code.value,
  transport: form.transport,
  sentTo: form.sentTo,
  codeRequestId: form.codeRequestId,
  stage: form.stage,
});

/** What a reload keeps: never a password, an error or a request in flight. */
export function formsToSave(
  active: ActiveForm,
  registration: RegistrationForm,
  recovery: CodeForm,
): SavedForms {
  return {
    active,
    registration: {
      ...savedCode(registration),
      name: registration.name.value,
      surname: registration.surname.value,
      agreed: registration.agreed,
    },
    recovery: savedCode(recovery),
  };
}

/** A kept code form back as a form (its fields unvalidated, nothing in flight). */
function restoredCode(saved: SavedCode): CodeForm {
  return {
    ...codeForm(),
    phone: field(saved.phone),
    code: field(saved.code),
    transport: saved.transport,
    sentTo: saved.sentTo,
    codeRequestId: saved.codeRequestId,
    stage: saved.stage,
  };
}

// A reload in the middle of registration or recovery finds the forms where they were (this tab only).
const saved = loggedIn.peek() ? null : readSavedForms();

export const activeForm = signal<ActiveForm>(saved?.active ?? 'login');
export const loginForm = signal<LoginForm>(initialLogin());
export const recoveryForm = signal<CodeForm>(saved ? restoredCode(saved.recovery) : initialRecovery());
export const registrationForm = signal<RegistrationForm>(
  saved
    ? {
        ...initialRegistration(),
        ...restoredCode(saved.registration),
        name: field(saved.registration.name),
        surname: field(saved.registration.surname),
        agreed: saved.registration.agreed,
      }
    : initialRegistration(),
);

effect(() => saveForms(formsToSave(activeForm.value, registrationForm.value, recoveryForm.value)));

/** Shallow update of a form signal. */
export function patch<T extends object>(form: { value: T }, changes: Partial<T>): void {
  form.value = { ...form.value, ...changes };
}

/** How many resets so far: an answer that comes back after one belongs to forms that are gone. */
let resets = 0;

/**
 * Whether the forms are still those open when this was called. A request's answer checks it before
 * it writes to a form: a patient who left the panel meanwhile (the forms reset) would otherwise come
 * back to a stage the answer opened on emptied fields, or to errors about what they no longer see.
 */
export function sameForms(): () => boolean {
  const at = resets;
  return () => at === resets;
}

/** Resets every form, with the login form active (at logout and on leaving the panel). */
export function resetAccountForms(): void {
  resets += 1;
  batch(() => {
    activeForm.value = 'login';
    loginForm.value = initialLogin();
    recoveryForm.value = initialRecovery();
    registrationForm.value = initialRegistration();
  });
}

/** Logging out (in any tab) resets the forms (nothing typed outlives the session). */
let wasLoggedIn = loggedIn.peek();
effect(() => {
  const now = loggedIn.value;
  if (wasLoggedIn && !now) resetAccountForms();
  wasLoggedIn = now;
});
