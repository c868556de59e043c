/**
 * The doctors list, a clinic's specialties, a doctor's or a service's page brings its public data inside
 * index.html, like the start page brings
 * the clinics (./first-screen-embed.ts), so the doctor or service and the first range of free times
 * paint before the data worker has opened its database or fetched anything:
 * `<script id="priyom-first-page" type="application/json">{"at":…,"doctors":[…],"schedule":{…}}</script>`.
 * Each part is a whole answer of its call, so the worker can adopt it as that call's resource: the
 * doctors list, one service, one schedule range (its query and days), a clinic's specialties, its service
 * categories, a services list's first page. `at` is when the server read it.
 * Only public data goes here: the page may sit in the service worker's cache, and that cache answers
 * every route with the last page, so a reader matches each part against what it is asked for.
 */
import * as v from 'valibot';
import { ScheduleDaySchema } from './booking';
import { DoctorSchema, ServiceCategorySchema, ServiceSchema, SpecialtyItemSchema } from './browsing';
import { encodeScriptJson } from './first-screen-embed';

export { FIRST_PAGE_ELEMENT_ID, FIRST_PAGE_PLACEHOLDER } from './first-page-block';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const FirstPageScheduleSchema = v.object({
  clinicId: id,
  doctorIds: v.array(id),
  entryTypeId: v.nullable(id),
  date: v.pipe(v.string(), v.isoDate()),
  days: v.array(ScheduleDaySchema),
});
export type FirstPageSchedule = v.InferOutput<typeof FirstPageScheduleSchema>;

const phone = v.nullable(v.string());

/**
 * The clinic information's phones as the server formatted them (src/domain/clinic-phones.ts), with the
 * clinic's phone fields and the country they were read with: the screen shows them when its clinic
 * still has those fields, without loading the phone formatter. Not a call's answer: the worker has
 * nothing to adopt here.
 */
export const ClinicPhonesSchema = v.object({
  clinicId: id,
  country: v.nullable(v.string()),
  phone1: phone,
  notFormattedPhone1: phone,
  phone2: phone,
  notFormattedPhone2: phone,
  phones: v.array(v.object({ text: v.string(), href: v.string() })),
});
export type ClinicPhones = v.InferOutput<typeof ClinicPhonesSchema>;

export const FirstPageSchema = v.object({
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  doctors: v.optional(v.array(DoctorSchema)),
  /**
   * The clinic whose doctors `doctors` holds, when the page brings one clinic's rows (its doctors page,
   * a doctor's or a service's page) rather than the network's: a part, not the doctors list's answer.
   */
  doctorsOf: v.optional(id),
  service: v.optional(v.object({ clinicId: id, service: ServiceSchema })),
  schedule: v.optional(FirstPageScheduleSchema),
  specialties: v.optional(v.object({ clinicId: id, specialties: v.array(SpecialtyItemSchema) })),
  clinicPhones: v.optional(ClinicPhonesSchema),
  serviceCategories: v.optional(v.object({ clinicId: id, categories: v.array(ServiceCategorySchema) })),
  /**
   * A services list's first page, unfiltered and unsearched (a category's, or all of them when
   * `categoryId` is null): the answer to offset 0 and `limit`. The tab narrows it to its own page size
   * (src/app/state/first-page-services.ts) before the worker adopts it.
   */
  servicePage: v.optional(
    v.object({
      clinicId: id,
      categoryId: v.nullable(id),
      limit: id,
      services: v.array(ServiceSchema),
    }),
  ),
});
export type FirstPage = v.InferOutput<typeof FirstPageSchema>;

/** JSON safe inside a <script> element (the same escaping as the first screen's block). */
export const encodeFirstPage = (value: FirstPage): string => encodeScriptJson(value);
