/** GET /api/configuration: the clinic network's configuration (flags, texts, transports, colours). */
import * as v from 'valibot';
import { defineCall } from './contract';

export const TRANSPORTS = ['sms', 'whatsapp', 'flash_call'] as const;
export type Transport = (typeof TRANSPORTS)[number];

const perTransport = <S extends v.GenericSchema>(schema: S) =>
  v.object({ sms: schema, whatsapp: schema, flash_call: schema });

/** Up to 30 days. */
const noticeMinutes = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30 * 24 * 60));

const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));

/** A clinic network's non-default colour scheme; absent fields keep the spec's defaults. */
export const ClinicColourSchemeSchema = v.object({
  partsColor: v.optional(hexColour),
  partsSecondaryColor: v.optional(hexColour),
  partsFontColor: v.optional(hexColour),
  partsSecondaryFontColor: v.optional(hexColour),
});
export type ClinicColourScheme = v.InferOutput<typeof ClinicColourSchemeSchema>;

export const ConfigurationSchema = v.object({
  serviceProtocolsAvailable: v.boolean(),
  serviceAttachmentsAvailable: v.boolean(),
  serviceResultsAvailable: v.boolean(),
  currencySymbol: v.string(),
  currencySymbolPosition: v.string(),
  alpha2: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  endUserLicenseAgreement: v.nullable(v.string()),
  privacyPolicy: v.nullable(v.string()),
  userMustCheckBoxToAgreeToPrivacyPolicy: v.boolean(),
  availableTransports: perTransport(v.boolean()),
  priorities: perTransport(v.number()),
  /** Seconds between two code requests. */
  waitingTime: v.pipe(v.number(), v.integer(), v.minValue(0)),
  colourScheme: v.nullable(ClinicColourSchemeSchema),
  /** Where the client finds the API; `/api` on the portal's own server. */
  apiBase: v.string(),
  /** IANA zone in which every date and time of this network is written. */
  timeZone: v.string(),
  /** Host of the video-conference service (`/call/{key}`). */
  videoConferenceDomain: v.string(),
  /**
   * How long before a visit a patient may still cancel or move it online, in minutes; absent or 0: until
   * it begins. Inside that window the clinic wants a call instead.
   */
  onlineChangeNoticeMinutes: v.optional(noticeMinutes),
  /** The same per clinic (its id as the key), over the network's value. */
  onlineChangeNoticeMinutesByClinic: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^[1-9]\d*$/)), noticeMinutes),
  ),
});
export type Configuration = v.InferOutput<typeof ConfigurationSchema>;

export const getConfiguration = defineCall({
  method: 'GET',
  path: '/configuration',
  payload: v.object({}),
  answer: ConfigurationSchema,
  errorLists: [],
});
