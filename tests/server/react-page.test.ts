/**
 * The server's use of the app's server-rendering entry (server/http/react-page.ts), with an entry of
 * the same shape written for the test (the real one is built from the app; e2e/server-drawn-login.spec.ts
 * runs it in a browser): the markup goes into #root marked with its language, the rules into the head,
 * the same page for the same data is drawn once, and a missing or failing entry leaves the page as it was.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageToRender } from '../../src/api/rendered-page';
import { reactPages } from '../../server/http/react-page';
import { renderedDataKey } from '../../server/http/static-app';
import { encodeFirstPage } from '../../src/api/first-page-embed';
import { testDoctor } from '../app/support/doctor';
import { capturingLogger, silentLogger } from './harness';

const TEMPLATE =
  '<html><head><title>t</title></head><body><div id="root"><div class="boot" role="status"><div class="boot-bar"></div></div></div></body></html>';

function entry(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'priyom-renderer-'));
  const file = join(dir, 'render-page.mjs');
  writeFileSync(file, body);
  return file;
}

const COUNTING = entry(`
let renders = 0;
export function createPageRenderer(template) {
  return async (page) => {
    renders++;
    if (page.url === '/fails' || page.url.startsWith('/appointment/')) throw new Error('render failed');
    return { root: '<main>' + page.url + ' ' + page.language + ' #' + renders + '</main>', styles: '<style>.a{}</style>' };
  };
}
`);

const page = (url: string, language: PageToRender['language'] = 'ru'): PageToRender => ({
  url,
  language,
  configuration: null,
  firstScreen: null,
  firstPage: null,
});

describe('reactPages', () => {
  it('puts the markup into #root with its language, and its rules into the head', async () => {
    const pages = reactPages(COUNTING, silentLogger());
    const html = await pages.paint(TEMPLATE, page('/authorization', 'en-gb'), 'v1');
    expect(html).toContain('<div id="root" data-rendered="en-gb"><main>/authorization en-gb #');
    expect(html).toContain('<style>.a{}</style></head>');
    expect(html).not.toContain('boot-bar');
  });

  it('draws a page once per address, language and data', async () => {
    const pages = reactPages(COUNTING, silentLogger());
    const first = await pages.paint(TEMPLATE, page('/kept'), 'v1');
    expect(await pages.paint(TEMPLATE, page('/kept'), 'v1')).toBe(first);
    expect(await pages.paint(TEMPLATE, page('/kept'), 'v2')).not.toBe(first);
    expect(await pages.paint(TEMPLATE, page('/kept', 'en-gb'), 'v1')).not.toBe(first);
    expect(await pages.paint(`${TEMPLATE} `, page('/kept'), 'v1')).not.toBe(first);
  });

  it('leaves the page to the app when the render fails or no entry is built, and says so', async () => {
    const { logger, lines } = capturingLogger();
    expect(await reactPages(COUNTING, logger).paint(TEMPLATE, page('/fails'), 'v1')).toBeNull();
    expect(lines.join('\n')).toContain('server render failed');
    expect(await reactPages('/nowhere/render-page.js', logger).paint(TEMPLATE, page('/a'), 'v1')).toBeNull();
    expect(lines.join('\n')).toContain('no server renderer built');
  });

  it('logs a failed link page by its path, never its key (the screen’s only authorisation) or query', async () => {
    const { logger, lines } = capturingLogger();
    const url = '/appointment/Zx9Qw7Er5T?date=2030-01-07';
    expect(await reactPages(COUNTING, logger).paint(TEMPLATE, page(url), 'v1')).toBeNull();
    const log = lines.join('\n');
    expect(log).toContain('/appointment/:key');
    expect(log).not.toContain('Zx9Qw7Er5T');
    expect(log).not.toContain('2030-01-07');
  });
});

describe('renderedDataKey', () => {
  const doctors = (at: number, name: string) =>
    encodeFirstPage({ at, doctors: [testDoctor({ fullName: name })] });

  it('is the same for the same data read at another time: the page is drawn once, not once per read', () => {
    expect(renderedDataKey('c', '"e"', doctors(1, 'А'))).toBe(renderedDataKey('c', '"e"', doctors(2, 'А')));
  });

  it('changes with the configuration, the clinics and the page data', () => {
    const key = renderedDataKey('c', '"e"', doctors(1, 'А'));
    expect(renderedDataKey('d', '"e"', doctors(1, 'А'))).not.toBe(key);
    expect(renderedDataKey('c', '"f"', doctors(1, 'А'))).not.toBe(key);
    expect(renderedDataKey('c', '"e"', doctors(1, 'Б'))).not.toBe(key);
    expect(renderedDataKey('c', '"e"', '')).not.toBe(key);
  });
});
