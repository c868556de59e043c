/**
 * The configuration travels inside index.html for the first paint, encoded as the spec says:
 * JSON → URL-encoded → base64, in `<script id="priyom-configuration" type="text/plain">`.
 * The server writes it at serve time; the app reads it before the data worker answers.
 */
export const CONFIGURATION_ELEMENT_ID = 'priyom-configuration';
/** What the built index.html holds until the server fills it in (and what an offline shell keeps). */
export const CONFIGURATION_PLACEHOLDER = '__PRIYOM_CONFIGURATION__';

export function encodeEmbeddedConfiguration(value: unknown): string {
  const urlEncoded = encodeURIComponent(JSON.stringify(value));
  // encodeURIComponent leaves only ASCII, so btoa-style base64 over it is safe in both Node and browsers.
  return typeof btoa === 'function' ? btoa(urlEncoded) : Buffer.from(urlEncoded, 'ascii').toString('base64');
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
