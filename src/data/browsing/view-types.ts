/**
 * The browsing views the worker offers, merged into `Views` (../view-types.ts).
 * Plain JSON only; ids are the wire's numbers.
 */
import type { Doctor, Service, ServiceCategory, SpecialtyItem } from '../../api/browsing';
import type { ServicePageParams } from './service-pages';

export type { ServicePageParams };

export interface BrowsingViews {
  /**
   * The doctors of the network, in the server's order: with `clinicId`, only those who work in that
   * clinic (the screens then apply the clinic's own display rules). A clinic's screens ask for its
   * doctors only: the tab receives and compares a clinic's rows rather than the whole network's.
   */
  doctors: { params: { clinicId?: number }; data: Doctor[] };
  serviceCategories: { params: { clinicId: number }; data: ServiceCategory[] };
  specialties: { params: { clinicId: number }; data: SpecialtyItem[] };
  /** One page of a services list; a page shorter than `limit` is the list's last. */
  servicePage: { params: ServicePageParams; data: Service[] };
  /**
   * One service. `data` null with `updatedAt` set means the server does not know it (404): the
   * service screen then steps back.
   */
  service: { params: { clinicId: number; serviceId: number }; data: Service };
}
