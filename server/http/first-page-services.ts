/**
 * The data the service categories and a category's services list bring inside index.html
 * (src/api/first-page-embed.ts), read through the app's own API like the other pages' parts
 * (./first-page.ts): the clinic's categories (the list itself, or the services list's heading, which
 * names its category), and the first page of the services list, unfiltered and unsearched.
 */
import type { Service, ServiceCategory } from '../../src/api/browsing';
import type { FirstPage } from '../../src/api/first-page-embed';
import { ALL_CATEGORIES } from '../../src/domain/route-params';
import type { RouteMatch } from '../../src/domain/routes';

/**
 * The services page's rows the page brings. The app's page size follows the window (ceil(height / 30),
 * doubled above 657 px wide), which the server does not know: this is the page of a wide window up to
 * 1200 px tall, and a tab with a smaller page takes its first rows (src/app/state/first-page-services.ts).
 */
export const FIRST_PAGE_SERVICES = 80;

type Parts = Pick<FirstPage, 'serviceCategories' | 'servicePage'>;

/** The parts for the categories or a services list, or null for any other route (or nothing read). */
export async function servicesFirstPage(
  match: RouteMatch | null,
  read: (path: string) => Promise<unknown>,
): Promise<Parts | null> {
  const route = match?.route.name;
  if (route !== 'service-categories' && route !== 'services') return null;
  const clinicId = Number(match!.params.clinicId);
  const categories = async () => {
    const list = (await read(`/clinics/${clinicId}/service-categories/list`)) as ServiceCategory[] | null;
    return list ? { serviceCategories: { clinicId, categories: list } } : {};
  };
  if (route === 'service-categories') {
    const parts = await categories();
    return parts.serviceCategories ? parts : null;
  }
  const param = match!.params.categoryId;
  const categoryId = param === ALL_CATEGORIES || param === undefined ? null : Number(param);
  const query = `offset=0&limit=${FIRST_PAGE_SERVICES}${categoryId === null ? '' : `&categoryId=${categoryId}`}`;
  const [named, page] = await Promise.all([
    categories(),
    read(`/clinics/${clinicId}/services/list?${query}`) as Promise<Service[] | null>,
  ]);
  if (!page) return null;
  return {
    ...named,
    servicePage: { clinicId, categoryId, limit: FIRST_PAGE_SERVICES, services: page },
  };
}
