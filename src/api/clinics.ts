/** GET /api/clinics/list: every clinic of the network, with what its menu offers. */
import * as v from 'valibot';
import { defineCall } from './contract';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ClinicSchema = v.object({
  id,
  title: v.pipe(v.string(), v.minLength(1)),
  address: v.object({ city: v.string() }),
  shortAddress: v.string(),
  email: v.nullable(v.string()),
  phone1: v.nullable(v.string()),
  phone2: v.nullable(v.string()),
  notFormattedPhone1: v.nullable(v.string()),
  notFormattedPhone2: v.nullable(v.string()),
  site: v.nullable(v.string()),
  informationAboutClinic: v.nullable(v.string()),
  /** Logotype ids by size (e.g. thumb100); the image is /api/clinics/{logotype}/logotype.image. */
  logotypes: v.record(v.string(), v.string()),
  doctorsAvailable: v.boolean(),
  servicesAvailable: v.boolean(),
  showInformationAboutClinic: v.boolean(),
  doctorsCount: count,
  servicesCount: count,
  specialtiesCount: count,
  onlineRecordingCategoriesCount: count,
});
export type Clinic = v.InferOutput<typeof ClinicSchema>;

export const listClinics = defineCall({
  method: 'GET',
  path: '/clinics/list',
  payload: v.object({}),
  answer: v.object({ clinics: v.array(ClinicSchema) }),
  errorLists: [],
});

export { LOGO_SIZE, logotypePath } from './logotype';
