/**
 * Accounts calls and their error keys (the spec's catalogue). Payload schemas check only the wire
 * shape (strings, with generous caps so a giant body is refused): the spec's field rules run on the
 * server and answer per-field error keys, so a short phone comes back as errors.phone.minimum_length
 * in the `phone` list, not as a generic invalid input.
 *
 * Our choices where the spec says "not shown": code sending is
 * POST /messages/confirmation-code and answers `codeRequestId`, an id given only to whoever asked for
 * the code: the check, the registration and the recovery send it back beside the spec's fields, and a
 * code is found only with it, so nobody else can spend its tries. Logout takes the pair's logout token
 * (or, from a client that holds none, the refresh token) and revokes its family. The logout token comes
 * with every pair, beside the spec's two tokens: it ends the session and does nothing else, so a logout
 * waiting in the offline queue keeps no credential that could renew the session.
 * Authenticated calls carry `Authorization: Bearer <accessToken>`.
 */
import * as v from 'valibot';
import { TRANSPORTS, type Transport } from './configuration';
import { defineCall } from './contract';

/** Generous caps on raw input; the spec's own limits are checked by the server with their keys. */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const token = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
/** A database id: PostgreSQL's integer, so a larger one is bad input (400), not a 500. */
const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

export const CONFIRMATION_CODE_TYPES = ['registration', 'password_recovery'] as const;
export type ConfirmationCodeType = (typeof CONFIRMATION_CODE_TYPES)[number];

/** The scope an error key of code delivery is written in: general or per transport. */
export type CodeErrorScope = 'messages' | 'sms' | 'whatsapp' | 'flashCall';
export const codeErrorScope = (transport: Transport | null): CodeErrorScope =>
  transport === null ? 'messages' : transport === 'flash_call' ? 'flashCall' : transport;

export const CODE_ERRORS = [
  'sending_error',
  'code_is_required',
  'invalid_registration_code',
  'invalid_confirmation_code',
  'expired_confirmation_code',
  'expired_registration_code',
  'requested_too_often',
  'request_timeout',
  'limit_of_sent_messages_for_this_hour_has_been_exhausted',
  'need_to_select_transport',
  'agree_to_privacy_policy_errors_is_required',
  'timeout_error',
] as const;
export type CodeError = (typeof CODE_ERRORS)[number];
export const codeErrorKey = (scope: CodeErrorScope, name: CodeError) => `errors.${scope}.${name}`;

export const accountErrorKeys = {
  fieldIsRequired: 'errors.basis.field_is_required',
  phone: {
    isRequired: 'errors.phone.is_required',
    minimumLength: 'errors.phone.minimum_length',
    maximumLength: 'errors.phone.maximum_length',
    invalidFormat: 'errors.phone.invalid_phone_number_format',
    alreadyRegistered: 'errors.phone.client_with_this_phone_is_already_registered',
    noClients: 'errors.phone.no_clients_with_such_a_phone',
    accessRestricted: 'errors.phone.account_access_restricted',
  },
  auth: {
    invalidLoginOrPassword: 'errors.auth.invalid_login_or_password',
    accessRestricted: 'errors.auth.account_access_restricted',
    /** refreshErrors: the refresh token is unknown, expired, rotated or revoked. */
    invalidRefreshToken: 'errors.auth.invalid_refresh_token',
    /** change-user to a client this login does not reach. */
    clientNotAvailable: 'errors.auth.client_is_not_available',
  },
  password: {
    isRequired: 'errors.password.password_is_required',
    minimumLength: 'errors.password.minimum_length',
    maximumLength: 'errors.password.maximum_length',
    alphanumericOnly: 'errors.password.alphanumeric_only',
    invalidCharacters: 'errors.password.invalid_characters',
    mustContainLettersAndNumbers: 'errors.password.must_contain_letters_and_numbers',
    passwordsDoNotMatch: 'errors.password.passwords_do_not_match',
    newAndOldMustNotMatch: 'errors.password.new_password_and_old_password_must_not_match',
    oldPasswordIncorrect: 'errors.password.old_password_is_incorrect',
    tooCommon: 'errors.password.too_common',
  },
  registration: {
    nameMaximumLength: 'errors.registration.name_maximum_length',
    surnameIsRequired: 'errors.registration.surname_is_required',
    surnameMaximumLength: 'errors.registration.surname_maximum_length',
  },
} as const;

export const TokenPairSchema = v.object({
  accessToken: token,
  refreshToken: token,
  /** Taken by logout only; the server sends one with every pair (absent from a pair issued before it did). */
  logoutToken: v.optional(token),
});
export type TokenPair = v.InferOutput<typeof TokenPairSchema>;

const empty = v.object({});

/** The id a code send answers to its sender, sent back with the code (absent: no code is found). */
const codeRequestId = v.optional(text(200));

export const login = defineCall({
  method: 'POST',
  path: '/auth/login',
  payload: v.object({ phone: text(64), password: text(256) }),
  answer: TokenPairSchema,
  errorLists: ['phone', 'password'],
});

export const refreshTokens = defineCall({
  method: 'POST',
  path: '/auth/refresh',
  payload: v.object({ accessToken: v.optional(text(200)), refreshToken: token }),
  answer: TokenPairSchema,
  errorLists: ['refreshErrors'],
});

export const logout = defineCall({
  method: 'POST',
  path: '/auth/logout',
  payload: v.union([v.object({ logoutToken: token }), v.object({ refreshToken: token })]),
  answer: empty,
  errorLists: [],
});

export const changeUser = defineCall({
  method: 'POST',
  path: '/auth/change-user',
  payload: v.object({ targetClientId: id, refreshToken: token }),
  answer: TokenPairSchema,
  errorLists: ['refreshErrors'],
});

export const register = defineCall({
  method: 'POST',
  path: '/clients/registration',
  payload: v.object({
    name: v.optional(text(256), ''),
    surname: text(256),
    phone: text(64),
    code: text(64),
    newPassword: text(256),
    codeRequestId,
  }),
  /** registration: a new client was created (false: the phone's existing clinic records were linked). */
  answer: v.object({ tokensPair: TokenPairSchema, registration: v.boolean() }),
  errorLists: ['name', 'surname', 'phone', 'code', 'newPassword'],
});

export const sendConfirmationCode = defineCall({
  method: 'POST',
  path: '/messages/confirmation-code',
  payload: v.object({
    phone: text(64),
    type: v.picklist(CONFIRMATION_CODE_TYPES),
    transport: v.nullish(v.picklist(TRANSPORTS)),
  }),
  answer: v.object({ codeRequestId: token }),
  errorLists: ['phone'],
});

export const checkConfirmationCode = defineCall({
  method: 'POST',
  path: '/messages/check-confirmation-code',
  payload: v.object({ phone: text(64), code: text(64), codeRequestId }),
  answer: empty,
  errorLists: ['phone', 'code'],
});

export const recoverPassword = defineCall({
  method: 'POST',
  path: '/clients/password-recovery',
  payload: v.object({ phone: text(64), code: text(64), newPassword: text(256), codeRequestId }),
  answer: empty,
  errorLists: ['phone', 'code', 'newPassword'],
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/clients/change-password',
  payload: v.object({ oldPassword: text(256), newPassword: text(256), confirmNewPassword: text(256) }),
  answer: empty,
  errorLists: ['oldPassword', 'newPassword', 'confirmNewPassword'],
});

const ClientNameSchema = v.object({
  id,
  surname: v.string(),
  name: v.string(),
  secondName: v.nullable(v.string()),
  fullName: v.string(),
});

export const PersonalDataSchema = v.object({
  personalInformation: v.object({
    ...ClientNameSchema.entries,
    /** YYYY-MM-DD. */
    birthdate: v.nullable(v.string()),
    /** 1 male, otherwise female (as the profile shows it); null unknown. */
    sex: v.nullable(v.number()),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    appointmentsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  otherAvailableClients: v.array(ClientNameSchema),
});
export type PersonalData = v.InferOutput<typeof PersonalDataSchema>;

export const getPersonalData = defineCall({
  method: 'GET',
  path: '/clients/personal-data',
  payload: empty,
  answer: PersonalDataSchema,
  errorLists: ['personalDataErrors'],
});

/** Dev outbox (only while the outbox transport is on): the codes and texts sent to one phone, newest first. */
export const readDevOutbox = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  payload: v.object({ phone: text(64) }),
  answer: v.object({
    messages: v.array(
      v.object({
        transport: v.picklist(TRANSPORTS),
        type: v.picklist(CONFIRMATION_CODE_TYPES),
        code: v.string(),
        /** For flash_call: the number that calls; its last four digits are the code. */
        callerNumber: v.nullable(v.string()),
        sentAt: v.string(),
      }),
    ),
    /** Text messages (reminders with their links), newest first. */
    texts: v.optional(
      v.array(v.object({ transport: v.picklist(TRANSPORTS), text: v.string(), sentAt: v.string() })),
      [],
    ),
  }),
  errorLists: [],
});
