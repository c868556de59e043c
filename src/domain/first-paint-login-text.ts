/**
 * The Russian words of /authorization's painted login form (server/http/first-paint-authorization.ts),
 * which the accounts area's Russian strings read too, so the paint and the app say the same. Apart from
 * first-paint-text.ts, whose module sits in the start page's bundle: an export of it that a lazy chunk
 * reads is kept there, and these words would load with every page.
 */
export const FIRST_PAINT_LOGIN_RU = {
  tabLogin: 'Вход',
  tabRegistration: 'Регистрация',
  phone: 'Телефон',
  password: 'Пароль',
  submit: 'Войти',
  forgot: 'Забыли пароль?',
};
