/** /authorization's login form as plain HTML in #root (server/http/first-paint-authorization.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withAuthorizationPage } from '../../server/http/first-paint-authorization';
import { FIRST_PAINT_LOGIN_RU } from '../../src/domain/first-paint-login-text';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';
import { appWithIndexHtml } from './index-app-kit';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const TEXT = FIRST_PAINT_LOGIN_RU;
const configuration = { alpha2: 'RU', colourScheme: null };
const painted = (page: string) =>
  /<div id="root">(<div class="fp"[\s\S]*?)<\/div>\s*<!--/.exec(page)?.[1] ?? '';

describe('the login form in #root', () => {
  it('paints the header, the heading, the tabs, both fields and both buttons in the shared Russian words', () => {
    const root = painted(withAuthorizationPage(indexHtml, '/authorization', configuration));
    expect(root).toContain(`<span class="fp-title fp-clip">${FIRST_PAINT_RU.login}</span>`);
    expect(root).toContain(`<h1 class="fp-page-heading">${FIRST_PAINT_RU.login}</h1>`);
    expect(root).toContain(`<span class="fp-auth-tab fp-auth-selected">${TEXT.tabLogin}</span>`);
    expect(root).toContain(`<span class="fp-auth-tab">${TEXT.tabRegistration}</span>`);
    expect(root).toContain(`<h2 class="fp-auth-heading">${TEXT.tabLogin}</h2>`);
    expect(root).toMatch(new RegExp(`<label [^>]*for="fp-login-phone">${TEXT.phone}<`));
    expect(root).toMatch(new RegExp(`<label [^>]*for="fp-login-password">${TEXT.password}<`));
    expect(root).toContain(`>${TEXT.submit}</span>`);
    expect(root).toContain(`>${TEXT.forgot}</span>`);
  });

  it('gives the fields what the app reads back (their names), the dial code as placeholder and no form to send', () => {
    const root = painted(withAuthorizationPage(indexHtml, '/authorization', configuration));
    expect(root).toMatch(/<input id="fp-login-phone" name="phone" type="tel"[^>]* placeholder="\+7">/);
    expect(root).toMatch(
      /<input id="fp-login-password" name="password" type="password"[^>]* maxlength="32">/,
    );
    // Enter in a <form> would send the password in the address before the app could stop it.
    expect(root).not.toContain('<form');
    const emirati = painted(
      withAuthorizationPage(indexHtml, '/authorization', { ...configuration, alpha2: 'AE' }),
    );
    expect(emirati).toContain('placeholder="+971"');
    expect(painted(withAuthorizationPage(indexHtml, '/authorization', null))).toContain('placeholder="+"');
  });

  it('leaves every other page, and a template without #root, alone', () => {
    for (const path of ['/', '/profile', '/authorizations', '/clinic/1/menu'])
      expect(withAuthorizationPage(indexHtml, path, configuration)).toBe(indexHtml);
    const noRoot = indexHtml.replace('<div id="root">', '<div id="elsewhere">');
    expect(withAuthorizationPage(noRoot, '/authorization', configuration)).toBe(noRoot);
  });
});

describe('the server', () => {
  const server = appWithIndexHtml();

  it.each([
    ['no cookie', true, undefined],
    ['Russian', true, 'priyom.lang=ru'],
    ['English', false, 'priyom.lang=en-gb'],
  ])(
    'a reader with %s gets the Russian login form on /authorization: %s',
    async (_label, expected, cookie) => {
      const res = await server().request('/authorization', {
        headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(res.status).toBe(200);
      expect(painted(await res.text()).includes('name="phone"')).toBe(expected);
    },
  );
});
