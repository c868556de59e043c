/**
 * The start page as plain HTML inside #root, so the clinics paint with the document itself — before
 * the scripts have loaded, on a slow phone a second or more earlier — and React replaces it when it
 * renders. The markup lives with the app (index.html's `<template id="priyom-start-page">`, styled by
 * src/app/boot.css), its Russian texts in src/domain/first-paint-text.ts, which the app's Russian tree
 * reads too; the server only fills in the rows and the network's colours. Only for `/` with two or more clinics (with one, the app goes straight to
 * that clinic's menu). A clinic's menu gets the same treatment (withClinicMenu, below).
 */
import { type Clinic, LOGO_SIZE, logotypePath } from '../../src/api/clinics';
import { clinicPlace } from '../../src/domain/clinic-place';
import type { Configuration } from '../../src/api/configuration';
import { brandRamp, resolveColourScheme } from '../../src/domain/colour-scheme';
import { schemeTextColours } from '../../src/domain/contrast';
import { pathFor } from '../../src/domain/routes';
import { type ClinicMenuItem, clinicMenuItems } from '../../src/domain/clinic-menu-items';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';

const TEMPLATE = /<template id="priyom-start-page">([\s\S]*?)<\/template>/;
export const ROOT = /<div id="root">[\s\S]*?<\/div><\/div><\/div>/;
export const ROWS_PLACEHOLDER = '__PRIYOM_CLINIC_ROWS__';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The plain-HTML page's root with the network's header colours (and its links' shade, when asked). */
export function colouredRoot(
  configuration: Pick<Configuration, 'colourScheme'> | null,
  withLinks = false,
): string {
  const scheme = resolveColourScheme(configuration?.colourScheme);
  // The theme's link colour (src/app/theme/theme.ts): the brand ramp's shade 70.
  const link = withLinks ? `;--fp-link:${brandRamp(scheme.primaryColor)[70]}` : '';
  const colours = `--fp-primary:${scheme.primaryColor};--fp-primary-font:${schemeTextColours(scheme).onPrimary}${link}`;
  return `<div class="fp" style="${escapeHtml(colours)}">`;
}

function clinicRow(clinic: Clinic, apiBase: string): string {
  const logotype = clinic.logotypes[LOGO_SIZE];
  const href = pathFor('clinic-menu', { clinicId: String(clinic.id) });
  const logo = logotype
    ? `<img class="fp-logo" src="${escapeHtml(`${apiBase}${logotypePath(logotype)}`)}" alt="" width="42" height="42" loading="lazy" decoding="async">`
    : '';
  const address = clinicPlace(clinic);
  return (
    `<li class="fp-row"><a class="fp-link" href="${escapeHtml(href)}">${logo}<span class="fp-texts">` +
    `<span class="fp-name">${escapeHtml(clinic.title)}</span>` +
    `<span class="fp-address">${escapeHtml(address)}</span></span></a></li>`
  );
}

/**
 * index.html with the start page in #root, or the page unchanged when it has no template (an old
 * build) or the list does not suit (fewer than two clinics).
 */
export function withStartPage(
  page: string,
  clinics: readonly Clinic[],
  configuration: Pick<Configuration, 'apiBase' | 'colourScheme'> | null,
): string {
  const template = TEMPLATE.exec(page)?.[1];
  if (!template || clinics.length < 2 || !ROOT.test(page)) return page;
  const apiBase = configuration?.apiBase || '/api';
  const rows = clinics.map((clinic) => clinicRow(clinic, apiBase)).join('');
  const startPage = template
    .trim()
    .replace(ROWS_PLACEHOLDER, () => rows)
    .replace('<div class="fp">', () => colouredRoot(configuration));
  return page.replace(ROOT, () => `<div id="root">${startPage}</div>`);
}

const MENU_TEMPLATE = /<template id="priyom-clinic-menu">([\s\S]*?)<\/template>/;
export const BACK_ARROW =
  '<span class="fp-back" aria-hidden="true"><svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor">' +
  '<path d="M10.73 19.8a.75.75 0 0 0 1.04-1.1l-6.25-5.95h14.73a.75.75 0 0 0 0-1.5H5.52l6.25-5.95a.75.75 0 0 0-1.04-1.1l-7.42 7.08a1 1 0 0 0 0 1.44z"/>' +
  '</svg></span>';
const plurals = new Intl.PluralRules('ru');

/** The app's `t(key, { count })` for a pluralised clinicMenu count, in Russian: "17 специалистов". */
export function russianMenuCount(key: string, count: number): string {
  const name = key.replace(/^clinicMenu\./, '');
  const texts: Record<string, string> = FIRST_PAINT_RU.clinicMenu;
  const text = texts[`${name}_${plurals.select(count)}`] ?? texts[`${name}_other`] ?? name;
  return text.replace('{{count}}', String(count));
}

function menuRow(clinic: Clinic, item: ClinicMenuItem): string {
  const href = pathFor(item.route, { clinicId: String(clinic.id) });
  const count = item.count
    ? `<span class="fp-menu-count">${escapeHtml(russianMenuCount(item.count.key, item.count.value))}</span>`
    : '';
  return (
    `<li class="fp-row fp-menu-row"><a class="fp-link fp-menu-link" href="${escapeHtml(href)}">` +
    `<span class="fp-menu-icon"></span><span class="fp-texts"><span class="fp-name">${escapeHtml(FIRST_PAINT_RU.clinicMenu[item.id])}</span>` +
    `${count}</span><span class="fp-chevron"></span></a></li>`
  );
}

/**
 * index.html with clinic `clinicId`'s menu in #root (ClinicMenu.tsx's boxes, counts from the clinic's
 * own figures), or the page unchanged when it has no template or the clinic is not in the list.
 */
export function withClinicMenu(
  page: string,
  clinics: readonly Clinic[],
  clinicId: number,
  configuration: Pick<Configuration, 'colourScheme'> | null,
): string {
  const template = MENU_TEMPLATE.exec(page)?.[1];
  const clinic = clinics.find((item) => item.id === clinicId);
  if (!template || !clinic || !ROOT.test(page)) return page;
  const title = escapeHtml(clinic.title);
  const menu = template
    .trim()
    .replace('__PRIYOM_BACK__', () => (clinics.length > 1 ? BACK_ARROW : ''))
    .replaceAll('__PRIYOM_CLINIC_TITLE__', () => title)
    .replace('__PRIYOM_MENU_ITEMS__', () =>
      clinicMenuItems(clinic)
        .map((item) => menuRow(clinic, item))
        .join(''),
    )
    .replace('<div class="fp">', () => colouredRoot(configuration));
  return page.replace(ROOT, () => `<div id="root">${menu}</div>`);
}

/** The clinic of a menu path (/clinic/12/menu → 12), else null. */
export function menuClinicId(path: string): number | null {
  const match = /^\/clinic\/([1-9]\d{0,8})\/menu\/?$/.exec(path);
  return match ? Number(match[1]) : null;
}
