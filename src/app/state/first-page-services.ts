/**
 * The services screens' parts of the page's data (src/api/first-page-embed.ts): a clinic's service
 * categories and a services list's first page, each offered only to the view it answers (the service
 * worker may answer any route with the last page, so the block can belong to another list). The list's
 * part is read at the server's page size; the screen takes the first page of its own
 * (src/api/first-page-services.ts).
 */
import type { Service, ServiceCategory } from '../../api/browsing';
import { type ServicePageQuery, servicePageRows } from '../../api/first-page-services';
import type { ViewState } from '../../data';
import { embeddedFirstPage, fresh } from './first-page';

/** A clinic's service categories the page brought, when they are this clinic's. */
export function embeddedServiceCategoriesView(clinicId: number): ViewState<ServiceCategory[]> | undefined {
  const page = embeddedFirstPage();
  const part = page?.serviceCategories;
  return part && part.clinicId === clinicId ? fresh(part.categories, page.at) : undefined;
}

/** A services list's page the page brought, when it is this list's first page at this size. */
export function embeddedServicePageView(query: ServicePageQuery): ViewState<Service[]> | undefined {
  const page = embeddedFirstPage();
  const rows = page?.servicePage && servicePageRows(page.servicePage, query);
  return rows ? fresh(rows, page.at) : undefined;
}
