/**
 * The start page as plain HTML inside #root, so the clinics paint with the document itself — before
 * the scripts have loaded, on a slow phone a second or more earlier — and React replaces it when it
 * renders. The markup and its Russian texts live with the app (index.html's
 * `<template id="priyom-start-page">`, styled by src/app/boot.css); the server only fills in the rows
 * and the network's colours. Only for `/` with two or more clinics (with one, the app goes straight to
 * that clinic's menu).
 */
import { type Clinic, LOGO_SIZE, logotypePath } from '../../src/api/clinics';
import type { Configuration } from '../../src/api/configuration';
import { resolveColourScheme } from '../../src/domain/colour-scheme';
import { pathFor } from '../../src/domain/routes';

const TEMPLATE = /<template id="priyom-start-page">([\s\S]*?)<\/template>/;
const ROOT = /<div id="root">[\s\S]*?<\/div><\/div><\/div>/;
export const ROWS_PLACEHOLDER = '__PRIYOM_CLINIC_ROWS__';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function clinicRow(clinic: Clinic, apiBase: string): string {
  const logotype = clinic.logotypes[LOGO_SIZE];
  const href = pathFor('clinic-menu', { clinicId: String(clinic.id) });
  const logo = logotype
    ? `<img class="fp-logo" src="${escapeHtml(`${apiBase}${logotypePath(logotype)}`)}" alt="" width="42" height="42" loading="lazy" decoding="async">`
    : '';
  const address = [clinic.address.city, clinic.shortAddress].filter(Boolean).join(', ');
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
  const scheme = resolveColourScheme(configuration?.colourScheme);
  const rows = clinics.map((clinic) => clinicRow(clinic, apiBase)).join('');
  const colours = `--fp-primary:${scheme.primaryColor};--fp-primary-font:${scheme.primaryFontColor}`;
  const startPage = template
    .trim()
    .replace(ROWS_PLACEHOLDER, () => rows)
    .replace('<div class="fp">', () => `<div class="fp" style="${escapeHtml(colours)}">`);
  return page.replace(ROOT, () => `<div id="root">${startPage}</div>`);
}
