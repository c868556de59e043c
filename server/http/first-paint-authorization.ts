/**
 * /authorization's login form as plain HTML inside #root (AuthorizationScreen.tsx, AuthorizationPanel.tsx
 * and LoginForm.tsx's boxes, styled by src/app/boot.css, its words src/domain/first-paint-login-text.ts's), so
 * the form paints with the document; React replaces it box for box. Only the login form: it is what the
 * screen shows first, but for a reload in the middle of registration or recovery (kept in the tab's
 * session storage, which the server cannot see), when React draws that form instead.
 *
 * Its phone and password fields take input at once, and the screen takes over what was typed there
 * (src/app/screens/accounts/painted-login.ts) rather than the fields being disabled: a patient who taps
 * a field on a slow phone, a second or more before the app's script has run, would otherwise get no
 * keyboard and think the page broken. The fields sit in no <form>, so Enter sends nothing (a form's
 * own submit would put the password in the address); the tabs and buttons are plain text until React
 * makes them work.
 */
import type { Configuration } from '../../src/api/configuration';
import { FIRST_PAINT_LOGIN_RU } from '../../src/domain/first-paint-login-text';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';
import { PASSWORD_INPUT_LIMIT } from '../../src/domain/account-rules';
import { dialCodeOf } from '../../src/domain/phone-digits';
import { matchRoute } from '../../src/domain/routes';
import { BACK_ARROW, colouredRoot, escapeHtml, ROOT } from './first-paint';

const TEXT = FIRST_PAINT_LOGIN_RU;

/** The password field's eye (the app's ShowIcon, Fluent's Eye 20 Regular). */
const EYE =
  '<svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path d="M3.26 11.6A7 7 0 0 1 10 6c3.2 0 6.06 2.33 6.74 5.6a.5.5 0 0 0 .98-.2A8 8 0 0 0 10 5a8 8 0 0 0-7.72 6.4.5.5 0 0 0 .98.2M10 8a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7m-2.5 3.5a2.5 2.5 0 1 1 5 0 2.5 2.5 0 0 1-5 0"/></svg>';

function field(id: string, label: string, input: string, extraClass = '', after = ''): string {
  return (
    `<div class="fp-auth-field"><label class="fp-auth-label" for="${id}">${label}<span class="fp-auth-required" aria-hidden="true">*</span></label>` +
    `<span class="fp-auth-input${extraClass}">${input}${after}</span></div>`
  );
}

/** The login form: tabs, heading, an empty error list, phone, password, the two buttons. */
export function loginFormHtml(configuration: Pick<Configuration, 'alpha2'> | null): string {
  const dialCode = dialCodeOf(configuration?.alpha2);
  const phone = `<input id="fp-login-phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" required placeholder="${escapeHtml(`+${dialCode}`)}">`;
  const password = `<input id="fp-login-password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_INPUT_LIMIT}">`;
  return (
    `<div class="fp-auth-panel"><div class="fp-auth-tabs">` +
    `<span class="fp-auth-tab fp-auth-selected">${TEXT.tabLogin}</span><span class="fp-auth-tab">${TEXT.tabRegistration}</span></div>` +
    `<div class="fp-auth-form"><h2 class="fp-auth-heading">${TEXT.tabLogin}</h2><div></div>` +
    field('fp-login-phone', TEXT.phone, phone) +
    field(
      'fp-login-password',
      TEXT.password,
      password,
      ' fp-auth-password',
      `<span class="fp-auth-eye">${EYE}</span>`,
    ) +
    `<div class="fp-auth-actions"><span class="fp-auth-button fp-auth-submit">${TEXT.submit}</span>` +
    `<span class="fp-auth-button">${TEXT.forgot}</span></div></div></div>`
  );
}

/** index.html with the login form in #root on /authorization, else the page unchanged. */
export function withAuthorizationPage(
  page: string,
  path: string,
  configuration: Pick<Configuration, 'alpha2' | 'colourScheme'> | null,
): string {
  if (matchRoute(path)?.route.name !== 'authorization' || !ROOT.test(page)) return page;
  const painted =
    `${colouredRoot(configuration)}<header class="fp-header">${BACK_ARROW}` +
    `<span class="fp-title fp-clip">${FIRST_PAINT_RU.login}</span><span class="fp-login">${FIRST_PAINT_RU.login}</span></header>` +
    `<main class="fp-body"><section><h1 class="fp-page-heading">${FIRST_PAINT_RU.login}</h1>${loginFormHtml(configuration)}</section></main></div>`;
  return page.replace(ROOT, () => `<div id="root">${painted}</div>`);
}
