/**
 * The data the service categories and a category's services list bring inside index.html
 * (src/api/first-page-embed.ts), read through the app's own API like the other pages' parts
 * (./first-page.ts): the clinic's categories (the list itself, or the services list's heading, which
 * names its category), and the first page of the services list, unfiltered and unsearched.
 */
import type { Service, ServiceCategory } from '../../src/api/browsing';
import type { FirstPage } from '../../src/api/first-page-embed';
import { SERVER_PAGE_SIZE } from '../../src/api/first-page-services';
import { ALL_CATEGORIES } from '../../src/domain/route-params';
import type { RouteMatch } from '../../src/domain/routes';

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
  const query = `offset=0&limit=${SERVER_PAGE_SIZE}${categoryId === null ? '' : `&categoryId=${categoryId}`}`;
  const [named, page] = await Promise.all([
    categories(),
    read(`/clinics/${clinicId}/services/list?${query}`) as Promise<Service[] | null>,
  ]);
  if (!page) return null;
  return {
    ...named,
    servicePage: { clinicId, categoryId, limit: SERVER_PAGE_SIZE, services: page },
  };
}
