/**
 * The accounts screens' strings (forms, rules, errors), added to i18next when the first
 * accounts chunk loads (../../i18n/areas.ts), so none of them weighs on the start page. The server's
 * error keys (src/api/accounts.ts) are deep-merged into `errors.*`; the spec's own success key
 * `auth.password_successfully_changed` keeps its name.
 */
import { addAreaTranslations } from '../../i18n/areas';

/** Code-delivery messages, the same under messages, sms, whatsapp and flashCall. */
function codeMessages(texts: {
  sending_error: string;
  code_is_required: string;
  invalid_registration_code: string;
  invalid_confirmation_code: string;
  expired_confirmation_code: string;
  expired_registration_code: string;
  requested_too_often: string;
  request_timeout_one: string;
  /** Russian only: English has one and other. */
  request_timeout_few?: string;
  request_timeout_many?: string;
  request_timeout_other: string;
  limit_of_sent_messages_for_this_hour_has_been_exhausted: string;
  need_to_select_transport: string;
  agree_to_privacy_policy_errors_is_required: string;
  timeout_error: string;
}) {
  return { messages: texts, sms: texts, whatsapp: texts, flashCall: texts };
}

const ru = {
  accounts: {
    tabs: { label: 'Вход и регистрация', login: 'Вход', registration: 'Регистрация' },
    fields: {
      phone: 'Телефон',
      password: 'Пароль',
      name: 'Имя',
      surname: 'Фамилия',
      code: 'Код из сообщения',
      codeFlashCall: 'Последние 4 цифры номера, с которого позвонили',
      newPassword: 'Новый пароль',
      repeatPassword: 'Повторите пароль',
      oldPassword: 'Текущий пароль',
    },
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
    login: { heading: 'Вход', submit: 'Войти', forgot: 'Забыли пароль?' },
    code: {
      heading: 'Получить код подтверждения',
      sms: 'Получить код по SMS',
      whatsapp: 'Получить код в WhatsApp',
      flash_call: 'Получить код звонком',
      or: 'или',
      retry: 'Повторить',
      wait_one: 'Подождите {{count}} секунду',
      wait_few: 'Подождите {{count}} секунды',
      wait_many: 'Подождите {{count}} секунд',
      wait_other: 'Подождите {{count}} секунды',
    },
    recovery: {
      heading: 'Восстановление пароля',
      setPassword: 'Новый пароль',
      next: 'Далее',
      cancel: 'Отмена',
      back: 'Назад',
      save: 'Сохранить и войти',
      suggested: 'Предлагаемый пароль',
      copy: 'Скопировать пароль',
      copied: 'Пароль скопирован',
      copyFailed: 'Не удалось скопировать пароль. Выделите его и скопируйте вручную.',
      custom:
        'Или задайте свой пароль (латинские буквы и цифры, от 8 до 32 символов). Если оставить поля пустыми, будет установлен предлагаемый пароль.',
    },
    registration: {
      heading: 'Регистрация',
      next: 'Далее',
      register: 'Зарегистрироваться',
      back: 'Назад',
      agreement: 'Продолжая, вы соглашаетесь с условиями:',
      licence: 'лицензионное соглашение',
      privacy: 'политика конфиденциальности',
      agree: 'Я согласен на обработку персональных данных',
    },
    profile: {
      heading: 'Профиль',
      info: 'Чтобы изменить личные данные, обратитесь в медицинское учреждение',
      infoButton: 'Как изменить личные данные',
      birthdate: 'Дата рождения',
      sex: 'Пол',
      male: 'Мужской',
      female: 'Женский',
      email: 'Электронная почта',
      phone: 'Телефон',
      password: 'Пароль',
      changePassword: 'Сменить пароль',
      logout: 'Выйти',
    },
    changePassword: { heading: 'Смена пароля', submit: 'Сменить пароль' },
    snackbar: { registered: 'Вы успешно зарегистрированы' },
  },
  auth: { password_successfully_changed: 'Пароль успешно изменён' },
  errors: {
    basis: { field_is_required: 'Поле обязательно для заполнения' },
    phone: {
      is_required: 'Введите номер телефона',
      minimum_length: 'Минимальная длина {{length}} цифр',
      maximum_length: 'Максимальная длина {{length}} цифр',
      invalid_phone_number_format: 'Неверный формат номера телефона',
      client_with_this_phone_is_already_registered: 'Пациент с таким номером телефона уже зарегистрирован',
      no_clients_with_such_a_phone: 'Пациентов с таким номером телефона не найдено',
      account_access_restricted:
        'Доступ по указанному телефону ограничен, обратитесь в клинику, чтобы узнать причину блокировки',
    },
    auth: {
      invalid_login_or_password: 'Не удалось войти. Проверьте, правильно ли введены логин и пароль',
      account_access_restricted:
        'Доступ по указанному телефону ограничен, обратитесь в клинику, чтобы узнать причину блокировки',
      invalid_refresh_token: 'Сеанс завершён, войдите снова',
      client_is_not_available: 'Этот профиль недоступен',
    },
    password: {
      password_is_required: 'Введите пароль',
      minimum_length: 'Минимальная длина пароля {{length}} символов',
      maximum_length: 'Максимальная длина пароля {{length}} символа',
      alphanumeric_only: 'Пароль может содержать только цифры и/или латинские буквы',
      invalid_characters: 'Пароль содержит недопустимые символы',
      must_contain_letters_and_numbers: 'Пароль должен содержать и буквы, и цифры',
      passwords_do_not_match: 'Пароли не совпадают',
      new_password_and_old_password_must_not_match: 'Новый пароль должен отличаться от текущего',
      old_password_is_incorrect: 'Текущий пароль введён неверно',
      too_common: 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой',
    },
    registration: {
      name_maximum_length: 'Имя не может быть длиннее 50 символов',
      surname_is_required: 'Введите фамилию',
      surname_maximum_length: 'Фамилия не может быть длиннее 50 символов',
    },
    ...codeMessages({
      sending_error: 'При отправке сообщения произошла ошибка, попробуйте позже',
      code_is_required: 'Введите код',
      invalid_registration_code: 'Неверный код регистрации',
      invalid_confirmation_code: 'Неверный код подтверждения',
      expired_confirmation_code: 'Срок действия кода подтверждения истёк',
      expired_registration_code: 'Срок действия кода регистрации истёк',
      requested_too_often: 'Не так быстро',
      request_timeout_one: 'Пожалуйста, подождите {{count}} секунду',
      request_timeout_few: 'Пожалуйста, подождите {{count}} секунды',
      request_timeout_many: 'Пожалуйста, подождите {{count}} секунд',
      request_timeout_other: 'Пожалуйста, подождите {{count}} секунды',
      limit_of_sent_messages_for_this_hour_has_been_exhausted: 'Исчерпан лимит запросов на этот час',
      need_to_select_transport: 'Выберите способ получения кода',
      agree_to_privacy_policy_errors_is_required: 'Необходимо согласиться на обработку персональных данных',
      timeout_error: 'Извините, по техническим причинам нужно запросить код ещё раз',
    }),
  },
};

const en = {
  accounts: {
    tabs: { label: 'Log in and registration', login: 'Log in', registration: 'Registration' },
    fields: {
      phone: 'Phone',
      password: 'Password',
      name: 'Name',
      surname: 'Surname',
      code: 'Code from the message',
      codeFlashCall: 'Last 4 digits of the number that called you',
      newPassword: 'New password',
      repeatPassword: 'Repeat the password',
      oldPassword: 'Current password',
    },
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    login: { heading: 'Log in', submit: 'Log in', forgot: 'Forgot your password?' },
    code: {
      heading: 'Get a confirmation code',
      sms: 'Get the code by SMS',
      whatsapp: 'Get the code in WhatsApp',
      flash_call: 'Get the code by a call',
      or: 'or',
      retry: 'Retry',
      wait_one: 'Wait {{count}} second',
      wait_other: 'Wait {{count}} seconds',
    },
    recovery: {
      heading: 'Password recovery',
      setPassword: 'New password',
      next: 'Next',
      cancel: 'Cancel',
      back: 'Back',
      save: 'Save and log in',
      suggested: 'Suggested password',
      copy: 'Copy the password',
      copied: 'Password copied',
      copyFailed: 'The password could not be copied. Select it and copy it by hand.',
      custom:
        'Or set your own password (Latin letters and digits, 8 to 32 characters). Leave the fields empty to use the suggested password.',
    },
    registration: {
      heading: 'Registration',
      next: 'Next',
      register: 'Register',
      back: 'Back',
      agreement: 'By continuing you accept:',
      licence: 'the licence agreement',
      privacy: 'the privacy policy',
      agree: 'I agree to the processing of my personal data',
    },
    profile: {
      heading: 'Profile',
      info: 'To change personal data, contact a medical institution',
      infoButton: 'How to change personal data',
      birthdate: 'Date of birth',
      sex: 'Gender',
      male: 'Male',
      female: 'Female',
      email: 'Email',
      phone: 'Phone',
      password: 'Password',
      changePassword: 'Change password',
      logout: 'Log out',
    },
    changePassword: { heading: 'Change password', submit: 'Change password' },
    snackbar: { registered: 'You are successfully registered' },
  },
  auth: { password_successfully_changed: 'Password successfully changed' },
  errors: {
    basis: { field_is_required: 'This field is required' },
    phone: {
      is_required: 'Enter a phone number',
      minimum_length: 'Minimum length {{length}} digits',
      maximum_length: 'Maximum length {{length}} digits',
      invalid_phone_number_format: 'Invalid phone number format',
      client_with_this_phone_is_already_registered: 'A client with this phone is already registered',
      no_clients_with_such_a_phone: 'No clients with such a phone',
      account_access_restricted:
        'Access with the specified phone is limited, contact the clinic to find out the reason for blocking',
    },
    auth: {
      invalid_login_or_password:
        'Unable to log in. Please check that you have entered your login and password correctly',
      account_access_restricted:
        'Access with the specified phone is limited, contact the clinic to find out the reason for blocking',
      invalid_refresh_token: 'Your session has ended, please log in again',
      client_is_not_available: 'This profile is not available',
    },
    password: {
      password_is_required: 'Password is required',
      minimum_length: 'Minimum password length {{length}} characters',
      maximum_length: 'Maximum password length {{length}} characters',
      alphanumeric_only: 'The password may contain digits and/or Latin letters only',
      invalid_characters: 'The password contains invalid characters',
      must_contain_letters_and_numbers: 'The password must contain both letters and digits',
      passwords_do_not_match: 'The passwords do not match',
      new_password_and_old_password_must_not_match: 'The new password must differ from the current one',
      old_password_is_incorrect: 'The current password is incorrect',
      too_common: 'This password is too common and easy to guess. Choose another one',
    },
    registration: {
      name_maximum_length: 'The name may be at most 50 characters long',
      surname_is_required: 'Enter your surname',
      surname_maximum_length: 'The surname may be at most 50 characters long',
    },
    ...codeMessages({
      sending_error: 'There was an error sending your message, please try later',
      code_is_required: 'Enter the code',
      invalid_registration_code: 'Invalid registration code',
      invalid_confirmation_code: 'Invalid confirmation code',
      expired_confirmation_code: 'The confirmation code has expired',
      expired_registration_code: 'The registration code has expired',
      requested_too_often: 'Not so fast',
      request_timeout_one: 'Please wait {{count}} second',
      request_timeout_other: 'Please wait {{count}} seconds',
      limit_of_sent_messages_for_this_hour_has_been_exhausted: 'Hourly request limit exceeded',
      need_to_select_transport: 'Choose how to receive the code',
      agree_to_privacy_policy_errors_is_required: 'You must agree to the processing of personal data',
      timeout_error: 'Sorry, for technical reasons you need to request the code again',
    }),
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    accounts: typeof ru;
  }
}
