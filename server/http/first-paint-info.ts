/**
 * The clinic information (`/clinic/C`) as plain HTML inside #root, from the clinics the page brings
 * and the phones the server formatted into it (./first-page-clinic-phones.ts): logo, title, place,
 * e-mail, phones, site and the information text, in ClinicInfo.tsx's boxes (src/app/boot.css), so the
 * page shows the clinic before any script has loaded and React replaces it box for box. Left out when
 * the app's first render would show something else: a clinic not listed or hiding its information
 * (the screen steps back), or phones made from other fields than the listed clinic's.
 */
import { type Clinic, LOGO_SIZE, logotypePath } from '../../src/api/clinics';
import type { Configuration } from '../../src/api/configuration';
import type { FirstPage } from '../../src/api/first-page-embed';
import { siteLink } from '../../src/domain/browsing-lists';
import { sectionRedirect } from '../../src/domain/browsing-sections';
import { clinicPlace } from '../../src/domain/clinic-place';
import { samePhoneFields } from '../../src/domain/clinic-phone-fields';
import { CLINIC_SITE_RU } from '../../src/domain/first-paint-text';
import type { DisplayPhone } from '../../src/domain/phone-display';
import { canonicalPath, matchRoute } from '../../src/domain/routes';
import { escapeHtml } from './first-paint';
import { withScreenBody } from './first-paint-booking';

type PageConfiguration = Pick<Configuration, 'apiBase' | 'colourScheme' | 'alpha2'>;

/** One line of the details: the icon's room (the app draws the icon), then the text or link. */
const line = (content: string) =>
  `<div class="fp-info-line"><span class="fp-info-icon"></span>${content}</div>`;

const link = (href: string, text: string, external = false) =>
  `<a class="fp-info-link" href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${escapeHtml(text)}</a>`;

export function clinicInfoHtml(clinic: Clinic, phones: readonly DisplayPhone[], apiBase: string): string {
  const logotype = clinic.logotypes[LOGO_SIZE];
  const logo = logotype
    ? `<img class="fp-info-logo" src="${escapeHtml(`${apiBase}${logotypePath(logotype)}`)}" alt="" width="64" height="64">`
    : '';
  const place = clinicPlace(clinic);
  const details = [
    place ? line(`<span>${escapeHtml(place)}</span>`) : '',
    clinic.email ? line(link(`mailto:${clinic.email}`, clinic.email)) : '',
    ...phones.map((phone) => line(link(phone.href, phone.text))),
  ].join('');
  const site = siteLink(clinic.site);
  const siteLine = site
    ? `<div><span class="fp-sub">${CLINIC_SITE_RU}: </span>${link(site.href, site.hostname, true)}</div>`
    : '';
  const text = clinic.informationAboutClinic
    ? `<p class="fp-info-text">${escapeHtml(clinic.informationAboutClinic)}</p>`
    : '';
  return (
    `<article class="fp-card fp-page-card"><div class="fp-info-top">${logo}` +
    `<h1 class="fp-page-heading">${escapeHtml(clinic.title)}</h1></div>` +
    `<div class="fp-info-details">${details}</div>${siteLine}${text}</article>`
  );
}

/** index.html with the clinic information in #root, or the page unchanged (see above). */
export function withClinicInfoPage(
  page: string,
  path: string,
  clinics: readonly Clinic[],
  data: FirstPage | null,
  configuration: PageConfiguration | null,
): string {
  const match = matchRoute(path);
  // An id written with leading zeros: the app first moves to the one address.
  if (match?.route.name !== 'clinic' || canonicalPath(match) !== null) return page;
  const clinic = clinics.find((item) => item.id === Number(match.params.clinicId));
  const phones = data?.clinicPhones;
  if (!clinic || sectionRedirect('clinic', clinic) !== null || !phones) return page;
  const same =
    phones.clinicId === clinic.id &&
    phones.country === (configuration?.alpha2 ?? null) &&
    samePhoneFields(phones, clinic);
  if (!same) return page;
  const body = clinicInfoHtml(clinic, phones.phones, configuration?.apiBase || '/api');
  return withScreenBody(page, clinic.title, configuration, body);
}
