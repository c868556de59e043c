/** The start page as plain HTML in #root (server/http/first-paint.ts). */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { menuClinicId, russianMenuCount, withClinicMenu, withStartPage } from '../../server/http/first-paint';
import { readerLanguage } from '../../server/http/static-app';
import { clinicMenuItems } from '../../src/domain/clinic-menu-items';
import { pathFor } from '../../src/domain/routes';
import { contrastRatio } from '../../src/domain/contrast';
import { DEMO_CLINICS } from '../../server/seed/demo-clinics';
import type { Clinic } from '../../src/api';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';
import { appWithIndexHtml } from './index-app-kit';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const clinics: Clinic[] = DEMO_CLINICS.map(({ clinic }) => ({
  ...clinic,
  logotypes: { thumb100: `logo-${clinic.id}` },
}));
const root = (page: string) => /<div id="root">([\s\S]*?)<\/div>\s*<!--/.exec(page)?.[1] ?? '';

describe('the start page in #root', () => {
  it('the template speaks the shared Russian texts: app name, heading and login', () => {
    const page = withStartPage(indexHtml, clinics, null);
    expect(page).toContain(`<span class="fp-title">${FIRST_PAINT_RU.appName}</span>`);
    expect(page).toContain(`<h1 class="fp-heading">${FIRST_PAINT_RU.clinicsHeading}</h1>`);
    expect(page).toContain(`<span class="fp-login">${FIRST_PAINT_RU.login}</span>`);
  });

  it('puts every clinic in #root with its link, logo, title and address, replacing the boot bar', () => {
    const inRoot = root(withStartPage(indexHtml, clinics, { apiBase: '/api', colourScheme: null }));
    expect(inRoot).not.toContain('boot-bar');
    expect(inRoot.match(/<li class="fp-row">/g)).toHaveLength(clinics.length);
    for (const clinic of clinics) {
      expect(inRoot).toContain(`href="/clinic/${clinic.id}/menu"`);
      expect(inRoot).toContain(`src="/api/clinics/logo-${clinic.id}/logotype.image"`);
      expect(inRoot).toContain(clinic.address.city);
    }
    expect(inRoot).not.toContain('__PRIYOM_CLINIC_ROWS__');
  });

  it('escapes clinic texts and takes the header colours from the scheme', () => {
    const hostile = { ...clinics[0]!, title: '<img src=x onerror=alert(1)>&"' };
    const page = withStartPage(indexHtml, [hostile, clinics[1]!], {
      apiBase: '/api',
      colourScheme: { partsColor: '#8a2be2', partsFontColor: '#ffffff' },
    });
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;&#38;&#34;');
    expect(page).toContain('style="--fp-primary:#8a2be2;--fp-primary-font:#ffffff"');
  });

  it('gives the header a readable shade when the configured font colour does not reach 4.5:1', () => {
    const page = withStartPage(indexHtml, clinics, {
      apiBase: '/api',
      colourScheme: { partsColor: '#8a2be2', partsFontColor: '#101010' },
    });
    const font = /--fp-primary-font:(#[0-9a-f]{6})/.exec(page)?.[1];
    expect(font).toBeDefined();
    expect(font).not.toBe('#101010');
    expect(contrastRatio(font!, '#8a2be2')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['one clinic (the app goes straight to its menu)', clinics.slice(0, 1)],
    ['no clinics', []],
  ])('leaves the page alone with %s', (_label, list) => {
    expect(withStartPage(indexHtml, list, null)).toBe(indexHtml);
  });

  it('leaves a page without the template alone', () => {
    const old = indexHtml.replace(/<template id="priyom-start-page">[\s\S]*?<\/template>/, '');
    expect(withStartPage(old, clinics, null)).toBe(old);
  });
});

describe('a clinic menu in #root', () => {
  const first = clinics[0]!;

  it('has the clinic title twice (header and heading), a back arrow, and every offered item as a link', () => {
    const page = withClinicMenu(indexHtml, clinics, first.id, null);
    const inRoot = root(page);
    expect(inRoot).not.toContain('boot-bar');
    expect(inRoot.split(first.title.replace(/&/g, '&#38;')).length - 1).toBe(2);
    expect(inRoot).toContain('class="fp-back"');
    const items = clinicMenuItems(first);
    expect(inRoot.match(/<li class="fp-row fp-menu-row">/g)).toHaveLength(items.length);
    for (const item of items) {
      expect(inRoot).toContain(`href="${pathFor(item.route, { clinicId: String(first.id) })}"`);
      expect(inRoot).toContain(FIRST_PAINT_RU.clinicMenu[item.id]);
    }
    expect(inRoot).not.toContain('__PRIYOM_');
  });

  it('words the counts in Russian plurals, as the app does', () => {
    expect(russianMenuCount('clinicMenu.specialistsCount', 1)).toBe('1 специалист');
    expect(russianMenuCount('clinicMenu.specialistsCount', 3)).toBe('3 специалиста');
    expect(russianMenuCount('clinicMenu.specialistsCount', 17)).toBe('17 специалистов');
    expect(russianMenuCount('clinicMenu.servicesCount', 21)).toBe('21 услуга');
    const inRoot = root(withClinicMenu(indexHtml, clinics, first.id, null));
    if (first.doctorsAvailable)
      expect(inRoot).toContain(russianMenuCount('clinicMenu.specialistsCount', first.doctorsCount));
  });

  it('has no back arrow in a one-clinic network, escapes the title, and leaves unknown clinics alone', () => {
    const hostile = { ...first, title: '<b>x</b>' };
    const single = root(withClinicMenu(indexHtml, [hostile], first.id, null));
    expect(single).not.toContain('fp-back');
    expect(single).not.toContain('<b>');
    expect(withClinicMenu(indexHtml, clinics, 999, null)).toBe(indexHtml);
  });

  it.each([
    ['/clinic/1/menu', 1],
    ['/clinic/12/menu/', 12],
    ['/clinic/0/menu', null],
    ['/clinic/1.5/menu', null],
    ['/clinic/1/menu/x', null],
    ['/clinic/1', null],
  ])('menuClinicId(%s) → %s', (path, id) => {
    expect(menuClinicId(path)).toBe(id);
  });
});

describe('readerLanguage', () => {
  const app = new Hono().get('/', (c) => c.json(readerLanguage(c)));
  it.each([
    [undefined, null],
    ['', null],
    ['priyom.lang=en-gb', 'en-gb'],
    ['a=1; priyom.lang=EN-GB; b=2', 'en-gb'],
    ['priyom.lang=', null],
    ['xpriyom.lang=en-gb', null],
  ])('%s → %s', async (header, language) => {
    const res = await app.request('/', { headers: header === undefined ? {} : { Cookie: header } });
    expect(await res.json()).toBe(language);
  });
});

describe('the server with the real index.html', () => {
  const server = appWithIndexHtml();

  it('puts the start page in #root of /, a menu in a clinic menu’s, the boot bar elsewhere; varies with the cookie', async () => {
    const start = await server().request('/', { headers: { Accept: 'text/html' } });
    expect(start.headers.get('vary')).toContain('Cookie');
    expect(root(await start.text())).toContain('class="fp-row"');
    const menu = await server().request('/clinic/1/menu', { headers: { Accept: 'text/html' } });
    expect(root(await menu.text())).toContain('class="fp-row fp-menu-row"');
    for (const path of ['/appointments', '/clinic/999/menu', '/profile']) {
      const other = await server().request(path, { headers: { Accept: 'text/html' } });
      expect(root(await other.text())).toContain('boot-bar');
    }
    const english = await server().request('/clinic/1/menu', {
      headers: { Accept: 'text/html', Cookie: 'priyom.lang=en-gb' },
    });
    expect(root(await english.text())).toContain('boot-bar');
  });

  it.each([
    ['no cookie', undefined, true],
    ['Russian', 'priyom.lang=ru', true],
    ['English', 'priyom.lang=en-gb', false],
  ])('a reader with %s gets the Russian start page: %s', async (_label, cookie, expected) => {
    const res = await server().request('/', {
      headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
    });
    expect(root(await res.text()).includes('class="fp-row"')).toBe(expected);
  });
});
