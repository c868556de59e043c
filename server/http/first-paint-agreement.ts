/**
 * The licence agreement and the privacy policy as plain HTML inside #root: the configuration's text,
 * which the page brings anyway (src/api/configuration-embed.ts), under its title, in
 * AgreementScreen.tsx's boxes (src/app/boot.css), so the document shows before any script has loaded
 * and React replaces it box for box. Left out without a text: the app then goes to the start page.
 */
import type { Configuration } from '../../src/api/configuration';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';
import { matchRoute } from '../../src/domain/routes';
import { escapeHtml } from './first-paint';
import { withScreenBody } from './first-paint-booking';

type PageConfiguration = Pick<Configuration, 'colourScheme' | 'endUserLicenseAgreement' | 'privacyPolicy'>;

/** The document's title and text for an agreement's path, or null (another path, or no text). */
export function agreementOf(
  path: string,
  configuration: PageConfiguration | null,
): { title: string; text: string } | null {
  const name = matchRoute(path)?.route.name;
  const text =
    name === 'privacy-policy'
      ? configuration?.privacyPolicy
      : name === 'end-user-license-agreement'
        ? configuration?.endUserLicenseAgreement
        : null;
  return text && (name === 'privacy-policy' || name === 'end-user-license-agreement')
    ? { title: FIRST_PAINT_RU.routes[name], text }
    : null;
}

/** index.html with the agreement of `path` in #root, or the page unchanged (see above). */
export function withAgreementPage(
  page: string,
  path: string,
  configuration: PageConfiguration | null,
): string {
  const agreement = agreementOf(path, configuration);
  if (!agreement) return page;
  const body =
    `<article class="fp-agreement"><h1 class="fp-agreement-heading">${escapeHtml(agreement.title)}</h1>` +
    `<p class="fp-agreement-text">${escapeHtml(agreement.text)}</p></article>`;
  return withScreenBody(page, agreement.title, configuration, body);
}
