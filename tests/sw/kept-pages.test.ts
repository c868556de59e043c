/**
 * The service worker's kept pages (src/sw/kept-pages.ts): a key per route, the newest routes kept,
 * and a kept page marked with why it was kept, its paint kept only where it is the route's own page of
 * free times painted on the clinic's same day, and then with the line about their age.
 */
import { describe, expect, it } from 'vitest';
import { encodeEmbeddedConfiguration } from '../../src/api/configuration-embed';
import { SCHEDULE_KEPT_RU } from '../../src/domain/first-paint-text';
import {
  keepsPage,
  keptPageHtml,
  linkPageKeys,
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

  it('sends a kept page with the boot bar in place of its paint, marked with why it was kept', () => {
    const page =
      '<body><script id="priyom-first-page" type="application/json">{"at":1}</script>' +
      '<div id="root"><div class="fp"><header>Войти</header><main><p>10:00</p></main></div></div>\n' +
      '    <!-- templates --><template id="priyom-start-page"><div class="fp"></div></template></body>';
    const kept = keptPageHtml(page, { because: 'server', own: true, now: 2 });
    expect(kept).toContain('<div id="root" data-kept="server"><div class="boot"');
    expect(kept).not.toContain('10:00');
    expect(kept).toContain('{"at":1}');
    expect(kept).toContain('<template id="priyom-start-page"><div class="fp"></div></template>');
    const unpainted = '<div id="root"><div class="boot"></div></div>';
    expect(keptPageHtml(unpainted, { because: 'offline', own: true, now: 2 })).toBe(
      '<div id="root" data-kept="offline"><div class="boot"></div></div>',
    );
  });

  /** 10:00 on 27 November 2026 in Moscow (UTC+3), when the page was painted. */
  const paintedAt = Date.UTC(2026, 10, 27, 7, 0);
  const schedulePage = (timeZone: string) =>
    `<script id="priyom-configuration" type="text/plain">${encodeEmbeddedConfiguration({ timeZone })}</script>` +
    `<script id="priyom-first-page" type="application/json">{"at":${paintedAt},"schedule":{}}</script>` +
    '<div id="root"><div class="fp"><header>Войти</header><main><article>Иванова</article>' +
    '<section class="fp-schedule"><div class="fp-widget"><div class="fp-bar"></div><table class="fp-grid">' +
    '<tr><td><span class="fp-slot">10:30</span></td></tr></table></div></section></main></div></div>\n    <!-- templates -->';

  it("keeps a doctor's own page of free times painted, under the line that says how old they are", () => {
    const now = paintedAt + 5 * 60_000;
    const kept = keptPageHtml(schedulePage('Europe/Moscow'), { because: 'offline', own: true, now });
    expect(kept).toContain('<div id="root" data-kept="offline"><div class="fp">');
    expect(kept).toContain('<span class="fp-slot">10:30</span>');
    const line = SCHEDULE_KEPT_RU.offline.replace('{{age}}', '5 минут назад');
    expect(kept).toContain(`<div class="fp-bar"></div><p class="fp-closed" role="status">${line}</p><table`);
    const server = keptPageHtml(schedulePage('Europe/Moscow'), { because: 'server', own: true, now });
    expect(server).toContain(SCHEDULE_KEPT_RU.serverDown.replace('{{age}}', '5 минут назад'));
  });

  it('says the server is silent when no answer came while the device said it was online', () => {
    const now = paintedAt + 5 * 60_000;
    const kept = keptPageHtml(schedulePage('Europe/Moscow'), {
      because: 'offline',
      own: true,
      now,
      online: true,
    });
    // Still kept for want of an answer (the app keeps its free times closed), in the server's words.
    expect(kept).toContain('<div id="root" data-kept="offline">');
    expect(kept).toContain(SCHEDULE_KEPT_RU.serverDown.replace('{{age}}', '5 минут назад'));
    expect(kept).not.toContain('Вы не в сети');
  });

  it("sends the boot bar for another route's page, and for free times painted on another day of the clinic's", () => {
    const later = paintedAt + 60 * 60_000;
    const page = schedulePage('Europe/Moscow');
    expect(keptPageHtml(page, { because: 'offline', own: false, now: later })).not.toContain('10:30');
    // 00:30 the next day in Moscow: "today" and the first days painted are yesterday's.
    const nextDay = Date.UTC(2026, 10, 27, 21, 30);
    const tomorrow = keptPageHtml(page, { because: 'offline', own: true, now: nextDay });
    expect(tomorrow).not.toContain('10:30');
    expect(tomorrow).toContain('<div id="root" data-kept="offline"><div class="boot"');
    // The same instant is still 27 November in New York: the clinic's day decides, not the device's.
    const newYork = keptPageHtml(schedulePage('America/New_York'), {
      because: 'offline',
      own: true,
      now: nextDay,
    });
    expect(newYork).toContain('10:30');
  });
});
