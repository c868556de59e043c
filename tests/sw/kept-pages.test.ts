/**
 * The service worker's kept pages (src/sw/kept-pages.ts): a key per route, the newest routes kept,
 * and a kept page marked with why it was kept, its paint kept only where it is the route's own page of
 * free times painted on the clinic's same day, and then with the line about their age.
 */
import { describe, expect, it } from 'vitest';
import { encodeEmbeddedConfiguration } from '../../src/api/configuration-embed';
import {
  keepsPage,
  keptPageHtml,
  linkPageKeys,
  ofThisBuild,
  routeKey,
  routeKeysToDrop,
  SHELL_KEY,
} from '../../src/sw/kept-pages';

const origin = 'https://portal.example';

describe('kept pages', () => {
  it('keys a page by its route, not its query', () => {
    expect(routeKey(`${origin}/clinic/1/doctor/7?from=site`)).toBe('/__priyom-page/clinic/1/doctor/7');
    expect(routeKey(`${origin}/clinic/1/doctor/7`)).not.toBe(routeKey(`${origin}/clinic/1/doctor/8`));
  });

  it("keeps no personal link's page, whatever its key: the key would stay on the device", () => {
    for (const path of [
      '/appointment/AbCdE12345',
      '/feedback/AbCdE12345',
      '/link/AbCdE12345',
      '/call/AbCdE12345abcdefghijklmn',
      '/waitlist/AbCdE12345',
      '/appointment/not a key!',
    ]) {
      expect(keepsPage(`${origin}${path}?utm_source=sms`), path).toBe(false);
    }
    for (const path of ['/', '/appointments', '/clinic/1/doctor/7', '/feedback', '/profile']) {
      expect(keepsPage(`${origin}${path}`), path).toBe(true);
    }
  });

  it("finds the personal links' pages an earlier version kept: by route, or as the last page of any route", () => {
    const linkRoute = `${origin}${routeKey(`${origin}/appointment/AbCdE12345`)}`;
    const doctorRoute = `${origin}${routeKey(`${origin}/clinic/1/doctor/7`)}`;
    const shell = `${origin}${SHELL_KEY}`;
    expect(
      linkPageKeys([
        { key: linkRoute, url: `${origin}/appointment/AbCdE12345` },
        { key: doctorRoute, url: `${origin}/clinic/1/doctor/7` },
        { key: shell, url: `${origin}/feedback/AbCdE12345` },
      ]),
    ).toEqual([linkRoute, shell]);
    expect(
      linkPageKeys([
        { key: linkRoute, url: '' },
        { key: shell, url: `${origin}/clinic/1/doctor/7` },
      ]),
    ).toEqual([linkRoute]);
  });

  it('drops the oldest route pages beyond the limit, never the last page of any route', () => {
    const routes = [1, 2, 3, 4].map((id) => `${origin}${routeKey(`${origin}/clinic/1/doctor/${id}`)}`);
    const keys = [routes[0]!, `${origin}${SHELL_KEY}`, ...routes.slice(1)];
    expect(routeKeysToDrop(keys, 2)).toEqual(routes.slice(0, 2));
    expect(routeKeysToDrop(keys, 4)).toEqual([]);
  });

  /** 10:00 on 27 November 2026 in Moscow (UTC+3), when the page was drawn. */
  const drawnAt = Date.UTC(2026, 10, 27, 7, 0);
  const drawnPage = (timeZone: string) =>
    `<script id="priyom-configuration" type="text/plain">${encodeEmbeddedConfiguration({ timeZone })}</script>` +
    `<script id="priyom-first-page" type="application/json">{"at":${drawnAt},"schedule":{}}</script>` +
    '<div id="root" data-rendered="ru"><div><header>Войти</header><main><article>Иванова</article>' +
    '<button>10:30</button></main></div></div><!--#root-->\n    <!-- the rest -->';

  it("keeps a route's own drawn page in view, marked with why, for the app to draw anew rather than hydrate", () => {
    const kept = keptPageHtml(drawnPage('Europe/Moscow'), {
      because: 'offline',
      own: true,
      now: drawnAt + 5 * 60_000,
    });
    expect(kept).toContain('<div id="root" data-kept="offline"><div><header>');
    expect(kept).toContain('<button>10:30</button>');
    // Its first render says the data is from this device: not what the server drew, so no hydration.
    expect(kept).not.toContain('data-rendered');
    const server = keptPageHtml(drawnPage('Europe/Moscow'), { because: 'server', own: true, now: drawnAt });
    expect(server).toContain('<div id="root" data-kept="server">');
  });

  it("sends the boot bar for another route's page, and for a page drawn on another day of the clinic's", () => {
    const later = drawnAt + 60 * 60_000;
    const page = drawnPage('Europe/Moscow');
    const other = keptPageHtml(page, { because: 'offline', own: false, now: later });
    expect(other).not.toContain('10:30');
    expect(other).toContain('<div id="root" data-kept="offline"><div class="boot"');
    expect(other).toContain('<!--#root-->\n    <!-- the rest -->');
    // 00:30 the next day in Moscow: "today" and the first days drawn are yesterday's.
    const nextDay = Date.UTC(2026, 10, 27, 21, 30);
    const tomorrow = keptPageHtml(page, { because: 'offline', own: true, now: nextDay });
    expect(tomorrow).not.toContain('10:30');
    expect(tomorrow).toContain('<div id="root" data-kept="offline"><div class="boot"');
    // The same instant is still 27 November in New York: the clinic's day decides, not the device's.
    const newYork = keptPageHtml(drawnPage('America/New_York'), {
      because: 'offline',
      own: true,
      now: nextDay,
    });
    expect(newYork).toContain('10:30');
  });

  it("names the boot bar in the page's language", () => {
    const english = `<html lang="en-GB">${drawnPage('Europe/Moscow')}`;
    const other = keptPageHtml(english, { because: 'offline', own: false, now: drawnAt });
    expect(other).toContain('aria-label="Loading…"');
    expect(other).not.toContain('Загрузка…');
    const russian = keptPageHtml(drawnPage('Europe/Moscow'), {
      because: 'offline',
      own: false,
      now: drawnAt,
    });
    expect(russian).toContain('aria-label="Загрузка…"');
  });

  it('puts a page kept in the language the reader left into the one they chose, its screen giving way', () => {
    const russian = `<html lang="ru">${drawnPage('Europe/Moscow')}`;
    const chosen = keptPageHtml(russian, { because: 'offline', own: true, now: drawnAt, reader: 'en-gb' });
    expect(chosen).not.toContain('Иванова');
    expect(chosen).toContain('<html lang="en-GB">');
    expect(chosen).toContain(
      '<div id="root" data-kept="offline"><div class="boot" role="status" aria-label="Loading…">',
    );
    const english = `<html lang="en-GB">${drawnPage('Europe/Moscow')}`;
    const back = keptPageHtml(english, { because: 'offline', own: true, now: drawnAt, reader: 'ru' });
    expect(back).toContain('<html lang="ru">');
    expect(back).toContain('aria-label="Загрузка…"');
    // The reader's own language: the route's screen stays in view, as before.
    const same = keptPageHtml(russian, { because: 'offline', own: true, now: drawnAt, reader: 'ru' });
    expect(same).toContain('Иванова');
    expect(same).toContain('<html lang="ru">');
  });

  it('keeps a page without data of its own, and the plain shell, as they are but for the mark', () => {
    const form = '<div id="root" data-rendered="ru"><form>Войти</form></div><!--#root-->';
    expect(keptPageHtml(form, { because: 'offline', own: true, now: 1 })).toBe(
      '<div id="root" data-kept="offline"><form>Войти</form></div><!--#root-->',
    );
    const shell = '<div id="root"><div class="boot"></div></div><!--#root-->';
    expect(keptPageHtml(shell, { because: 'offline', own: false, now: 1 })).toContain(
      '<div id="root" data-kept="offline"><div class="boot"',
    );
  });

  it('a page belongs to this build when the app script it loads is precached; one with none named is plain', () => {
    const precached = (path: string) => path === '/assets/index-now.js';
    const page = (app: string) => `<script id="paint-first" data-app="${app}" data-worker="/w.js"></script>`;
    expect(ofThisBuild(page('/assets/index-now.js'), precached)).toBe(true);
    expect(ofThisBuild(page('/assets/index-earlier.js'), precached)).toBe(false);
    expect(ofThisBuild('<p>plain</p>', precached)).toBe(true);
  });
});
