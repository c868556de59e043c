/**
 * The configuration travels inside index.html for the first paint, encoded as the spec says:
 * JSON → URL-encoded → base64, in `<script id="priyom-configuration" type="text/plain">`.
 * The server writes it at serve time; the app reads it before the data worker answers.
 */
export const CONFIGURATION_ELEMENT_ID = 'priyom-configuration';
/** What the built index.html holds until the server fills it in (and what an offline shell keeps). */
export const CONFIGURATION_PLACEHOLDER = '__PRIYOM_CONFIGURATION__';

export function encodeEmbeddedConfiguration(value: unknown): string {
  // encodeURIComponent leaves only ASCII, so btoa's base64 over it is safe; Node has btoa since 16.
  return btoa(encodeURIComponent(JSON.stringify(value)));
}

/** Returns the embedded object, or null when it is missing or cannot be read (the spec's "empty context"). */
export function decodeEmbeddedConfiguration(encoded: string | null | undefined): unknown {
  if (!encoded || encoded.trim() === '' || encoded.includes(CONFIGURATION_PLACEHOLDER)) return null;
  try {
    return JSON.parse(decodeURIComponent(atob(encoded.trim())));
  } catch {
    return null;
  }
}

/**
 * In a page's embedded configuration, in place of a legal text (the licence, the privacy policy) that the
 * page does not show: the text exists, which is all the other screens ask of it (the registration form's
 * agreement box), and the page goes without its bytes; the data worker's copy has it.
 */
export const TEXT_NOT_EMBEDDED = '-';

/** The legal texts of a configuration: the fields a page that does not show them carries as TEXT_NOT_EMBEDDED. */
export const LEGAL_TEXTS = ['endUserLicenseAgreement', 'privacyPolicy'] as const;
export type LegalText = (typeof LEGAL_TEXTS)[number];

/** `configuration` with each legal text it has but `kept` replaced by TEXT_NOT_EMBEDDED. */
export function withoutLegalTexts<T extends Record<LegalText, string | null>>(
  configuration: T,
  kept?: LegalText,
): T {
  const copy = { ...configuration };
  for (const name of LEGAL_TEXTS) if (copy[name] && name !== kept) copy[name] = TEXT_NOT_EMBEDDED;
  return copy;
}
