/** The browsing collections, added to the worker's database by ../database.ts (5 of RxDB's 13). */
import { type DoctorCollection, doctorsCollection } from './doctors';
import { type ServiceCategoryCollection, serviceCategoriesCollection } from './service-categories';
import { type ServicePageCollection, servicePagesCollection } from './service-pages';
import { type ServiceCollection, servicesCollection } from './services';
import { type SpecialtyCollection, specialtiesCollection } from './specialties';

export interface BrowsingCollections {
  doctors: DoctorCollection;
  service_categories: ServiceCategoryCollection;
  specialties: SpecialtyCollection;
  service_pages: ServicePageCollection;
  services: ServiceCollection;
}

export const browsingCollections = {
  doctors: doctorsCollection,
  service_categories: serviceCategoriesCollection,
  specialties: specialtiesCollection,
  service_pages: servicePagesCollection,
  services: servicesCollection,
} as const;
