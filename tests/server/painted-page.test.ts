/** One route, one painter (server/http/painted-page.ts): each screen gets its own plain HTML or none. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type PaintSources, paintedPage, reactPainted } from '../../server/http/painted-page';
import { DEMO_CLINICS } from '../../server/seed/demo-clinics';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import type { Clinic } from '../../src/api';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const clinics: Clinic[] = DEMO_CLINICS.map(({ clinic }) => ({ ...clinic, logotypes: {} }));
const first = clinics[0]!;
const root = (page: string) => /<div id="root">([\s\S]*?)<\/div>\s*<!--/.exec(page)?.[1] ?? '';
const sources = (path: string, over: Partial<PaintSources> = {}): PaintSources => ({
  path,
  search: '',
  clinics,
  pageData: null,
  configuration: DEMO_CONFIGURATION,
  ...over,
});

describe('paintedPage', () => {
  it('leaves the screens the app draws on the server to it, and only those', () => {
    for (const path of [
      '/authorization',
      '/privacy-policy',
      '/end-user-license-agreement',
      '/feedback/AAAAAAAAAA',
      '/appointment/AAAAAAAAAA',
    ]) {
      expect(reactPainted(path), path).toBe(true);
      expect(paintedPage(indexHtml, sources(path)), path).toBe(indexHtml);
    }
    for (const path of ['/', `/clinic/${first.id}/menu`, `/clinic/${first.id}/doctors`])
      expect(reactPainted(path), path).toBe(false);
  });

  it('paints the start page and a clinic menu, each with its own content', () => {
    const start = paintedPage(indexHtml, sources('/'));
    expect(root(start)).toContain(`<h1 class="fp-heading">${FIRST_PAINT_RU.clinicsHeading}</h1>`);
    expect(paintedPage(indexHtml, sources('/index.html'))).toBe(start);
    const menu = paintedPage(indexHtml, sources(`/clinic/${first.id}/menu`));
    expect(root(menu)).not.toContain(FIRST_PAINT_RU.clinicsHeading);
    expect(root(menu)).toContain('fp-menu-heading');
    expect(root(menu)).toContain(first.title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`));
  });

  it('leaves a screen with no painter, or a menu address with leading zeros, to the app', () => {
    for (const path of ['/appointments', '/profile', '/no-such-screen', `/clinic/0${first.id}/menu`]) {
      expect(paintedPage(indexHtml, sources(path)), path).toBe(indexHtml);
    }
  });

  it('without the clinics list paints no clinic screen', () => {
    for (const path of [
      '/',
      `/clinic/${first.id}/menu`,
      `/clinic/${first.id}`,
      `/clinic/${first.id}/doctors`,
    ]) {
      expect(paintedPage(indexHtml, sources(path, { clinics: null })), path).toBe(indexHtml);
    }
  });
});
