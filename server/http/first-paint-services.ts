/**
 * The service categories and a category's services list as plain HTML inside #root, from the data the
 * page brings anyway (./first-page-services.ts), in the boxes React draws (ServiceCategories.tsx,
 * Services.tsx and ServiceList.tsx; src/app/boot.css). Left to the app whenever its first render would
 * show something else: the categories screen when the clinic has none for online recording (it moves
 * on), a list or heading the page did not bring for this clinic and category, an empty list (the app's
 * own empty line).
 */
import type { Service, ServiceCategory } from '../../src/api/browsing';
import type { Clinic } from '../../src/api/clinics';
import type { Configuration } from '../../src/api/configuration';
import type { FirstPage } from '../../src/api/first-page-embed';
import { formatPrice } from '../../src/domain/browsing-lists';
import { categoriesSkipTarget } from '../../src/domain/browsing-sections';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';
import { ALL_CATEGORIES } from '../../src/domain/route-params';
import { pathFor, type RouteMatch } from '../../src/domain/routes';
import { escapeHtml, russianMenuCount } from './first-paint';

type PriceConfiguration = Pick<Configuration, 'currencySymbol' | 'currencySymbolPosition'>;

const servicesPath = (clinic: Clinic, categoryId: string) =>
  pathFor('services', { clinicId: String(clinic.id), categoryId });

/** A row's link: its texts (a title, and a line under it when given) and what follows them. */
function rowLink(href: string, title: string, sub: string | null, after: string): string {
  const line = sub === null ? '' : `<span class="fp-sub">${escapeHtml(sub)}</span>`;
  return (
    `<a class="fp-link fp-list-link" href="${escapeHtml(href)}"><span class="fp-texts fp-grow">` +
    `<span class="fp-name">${escapeHtml(title)}</span>${line}</span>${after}</a>`
  );
}

/**
 * The categories (ServiceCategories.tsx): «all services» with the clinic's count and a chevron, then each
 * category with its count and the room of its info button; null when the app moves on instead.
 */
function categoriesList(clinic: Clinic, categories: readonly ServiceCategory[]): string | null {
  if (categoriesSkipTarget(clinic, categories.length) !== null) return null;
  const all = `<li class="fp-row fp-svc-all">${rowLink(
    servicesPath(clinic, ALL_CATEGORIES),
    FIRST_PAINT_RU.servicesAll,
    russianMenuCount('servicesCount', clinic.servicesCount),
    '<span class="fp-chevron"></span>',
  )}</li>`;
  const rows = categories.map(
    (category) =>
      `<li class="fp-row">${rowLink(
        servicesPath(clinic, String(category.id)),
        category.title,
        russianMenuCount('servicesCount', category.servicesCount),
        '',
      )}</li>`,
  );
  return `<section><h1 class="fp-page-heading">${FIRST_PAINT_RU.categoriesHeading}</h1><ul class="fp-list fp-two">${all}${rows.join('')}</ul></section>`;
}

/**
 * A services list (Services.tsx, ServiceList.tsx): the heading (the category's title), the search box
 * as it shows empty, and a row per service with its price and the room of its info button; null when
 * the page did not bring this list or its heading, or the list is empty.
 */
function servicesList(
  clinic: Clinic,
  categoryParam: string,
  data: FirstPage,
  configuration: PriceConfiguration | null,
): string | null {
  const part = data.servicePage;
  const categoryId = categoryParam === ALL_CATEGORIES ? null : Number(categoryParam);
  if (!part || part.clinicId !== clinic.id || part.categoryId !== categoryId || part.services.length === 0)
    return null;
  const categories = data.serviceCategories?.clinicId === clinic.id ? data.serviceCategories.categories : [];
  const heading =
    categoryId === null
      ? FIRST_PAINT_RU.servicesAll
      : categories.find((category) => category.id === categoryId)?.title;
  if (heading === undefined) return null;
  const price = (service: Service) =>
    formatPrice(
      service.price,
      configuration?.currencySymbol ?? '',
      configuration?.currencySymbolPosition ?? '',
      'ru',
    );
  const rows = part.services.map(
    (service) =>
      `<li class="fp-row">${rowLink(
        pathFor('service', { clinicId: String(clinic.id), serviceId: String(service.id) }),
        service.title,
        null,
        `<span class="fp-svc-price">${escapeHtml(price(service))}</span>`,
      )}</li>`,
  );
  const search = `<span class="fp-svc-search" aria-hidden="true">${FIRST_PAINT_RU.servicesSearch}</span>`;
  return `<section><h1 class="fp-page-heading">${escapeHtml(heading)}</h1><div>${search}<ul class="fp-list">${rows.join('')}</ul></div></section>`;
}

/** The categories' or a services list's main part, or null when the app's first render would differ. */
export function servicesBody(
  match: RouteMatch,
  clinic: Clinic,
  data: FirstPage,
  configuration: PriceConfiguration | null,
): string | null {
  if (match.route.name === 'service-categories')
    return data.serviceCategories?.clinicId === clinic.id
      ? categoriesList(clinic, data.serviceCategories.categories)
      : null;
  if (match.route.name === 'services')
    return servicesList(clinic, match.params.categoryId ?? ALL_CATEGORIES, data, configuration);
  return null;
}
