/** The licence agreement and the privacy policy as plain HTML in #root (server/http/first-paint-agreement.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withAgreementPage } from '../../server/http/first-paint-agreement';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const configuration = {
  colourScheme: null,
  endUserLicenseAgreement: 'Пункт 1.\n\n  Пункт <2> & "3"',
  privacyPolicy: 'Мы храним только то, что нужно для записи.',
};

describe('an agreement in #root', () => {
  it('paints the title in the header and as the heading, and the text as it is, escaped', () => {
    const page = withAgreementPage(indexHtml, '/end-user-license-agreement', configuration);
    const title = FIRST_PAINT_RU.routes['end-user-license-agreement'];
    expect(page).toContain(`<span class="fp-title fp-clip">${title}</span>`);
    expect(page).toContain(`<h1 class="fp-agreement-heading">${title}</h1>`);
    expect(page).toContain(
      '<p class="fp-agreement-text">Пункт 1.\n\n  Пункт &#60;2&#62; &#38; &#34;3&#34;</p>',
    );
    const policy = withAgreementPage(indexHtml, '/privacy-policy/', configuration);
    expect(policy).toContain(
      `<h1 class="fp-agreement-heading">${FIRST_PAINT_RU.routes['privacy-policy']}</h1>`,
    );
    expect(policy).toContain(`>${configuration.privacyPolicy}</p>`);
  });

  it('leaves the page alone without a text (the app goes to the start page) and on other pages', () => {
    expect(withAgreementPage(indexHtml, '/privacy-policy', { ...configuration, privacyPolicy: '' })).toBe(
      indexHtml,
    );
    expect(withAgreementPage(indexHtml, '/end-user-license-agreement', null)).toBe(indexHtml);
    expect(withAgreementPage(indexHtml, '/authorization', configuration)).toBe(indexHtml);
    expect(withAgreementPage(indexHtml, '/', configuration)).toBe(indexHtml);
  });
});
