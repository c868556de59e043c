/**
 * The service worker's kept pages (src/sw/kept-pages.ts): a key per route, the newest routes kept,
 * and a kept page sent without its paint and marked with why it was kept.
 */
import { describe, expect, it } from 'vitest';
import { keptPageHtml, routeKey, routeKeysToDrop, SHELL_KEY } from '../../src/sw/kept-pages';

const origin = 'https://portal.example';

describe('kept pages', () => {
  it('keys a page by its route, not its query', () => {
    expect(routeKey(`${origin}/clinic/1/doctor/7?from=site`)).toBe('/__priyom-page/clinic/1/doctor/7');
    expect(routeKey(`${origin}/clinic/1/doctor/7`)).not.toBe(routeKey(`${origin}/clinic/1/doctor/8`));
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
    const kept = keptPageHtml(page, 'server');
    expect(kept).toContain('<div id="root" data-kept="server"><div class="boot"');
    expect(kept).not.toContain('10:00');
    expect(kept).toContain('{"at":1}');
    expect(kept).toContain('<template id="priyom-start-page"><div class="fp"></div></template>');
    const unpainted = '<div id="root"><div class="boot"></div></div>';
    expect(keptPageHtml(unpainted, 'offline')).toBe(
      '<div id="root" data-kept="offline"><div class="boot"></div></div>',
    );
  });
});
