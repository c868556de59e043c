/** The personal-link screens' frame as plain HTML in #root (server/http/first-paint-links.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withLinkPage } from '../../server/http/first-paint-links';
import { FIRST_PAINT_LINKS_RU as TEXT } from '../../src/domain/first-paint-link-text';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const configuration = { colourScheme: null };

describe("a link screen's frame in #root", () => {
  it('paints the confirmation: its title, heading, two pending lines and the disabled buttons', () => {
    const page = withLinkPage(indexHtml, '/appointment/democa0001', configuration);
    expect(page).toContain(`<span class="fp-title fp-clip">${TEXT.confirmTitle}</span>`);
    expect(page).toContain(`<h1 class="fp-plink-heading">${TEXT.confirmHeading}</h1>`);
    expect(page.match(/class="fp-plink-line"/g)).toHaveLength(2);
    expect(page).toContain(`<span class="fp-auth-button fp-auth-submit">${TEXT.confirm}</span>`);
    expect(page).toContain(`<span class="fp-auth-button fp-auth-submit">${TEXT.cancel}</span>`);
  });

  it('paints the feedback form: two ratings of five stars, the comment box with its limit, Send', () => {
    const page = withLinkPage(indexHtml, '/feedback/demofb0001', configuration);
    expect(page).toContain(`<h1 class="fp-plink-heading">${TEXT.feedbackHeading}</h1>`);
    expect(page.match(/class="fp-plink-line"/g)).toHaveLength(1);
    expect(page.match(/class="fp-plink-star"/g)).toHaveLength(10);
    expect(page).toContain(`>${TEXT.assessment}</span>`);
    expect(page).toContain(`>${TEXT.recommend}</span>`);
    expect(page).toContain('>Не более 8192 символов</div>');
    expect(page).toContain(`>${TEXT.send}</span>`);
  });

  it('carries nothing of the key: the same frame for every link', () => {
    const frame = (path: string) => withLinkPage(indexHtml, path, configuration);
    expect(frame('/appointment/democa0001')).toBe(frame('/appointment/AAAAAAAAAA'));
    expect(frame('/feedback/demofb0001')).toBe(frame('/feedback/AAAAAAAAAA'));
    expect(frame('/appointment/democa0001')).not.toContain('democa0001');
  });

  it('leaves the page alone for a malformed key (the app goes to the start page) and other pages', () => {
    expect(withLinkPage(indexHtml, '/appointment/a', configuration)).toBe(indexHtml);
    expect(withLinkPage(indexHtml, '/feedback/<script>', configuration)).toBe(indexHtml);
    expect(withLinkPage(indexHtml, '/link/demolink01', configuration)).toBe(indexHtml);
    expect(withLinkPage(indexHtml, '/', configuration)).toBe(indexHtml);
    expect(withLinkPage(indexHtml, '/privacy-policy', configuration)).toBe(indexHtml);
  });
});
