/**
 * The clinic network's configuration as the UI sees it: what index.html carried at start (null when it
 * could not be read: the spec's "empty context"), replaced by the live view once the worker answers.
 */
import { signal } from '@preact/signals-react';
import type { Configuration } from '../../api/configuration';
import { CONFIGURATION_ELEMENT_ID, decodeEmbeddedConfiguration } from '../../api/configuration-embed';

export const embeddedConfiguration = signal<Configuration | null>(null);

/**
 * Decodes an embedded block; null on anything unreadable or not an object. Not validated against the
 * contract here: it is the server's own answer, checked when the server read it (server/memo.ts), and
 * the worker's configuration view, checked in the worker, replaces it moments later. A second check
 * on the main thread kept the schema library in the start page's bundle (too big for it).
 */
export function parseEmbeddedConfiguration(encoded: string | null | undefined): Configuration | null {
  const decoded = decodeEmbeddedConfiguration(encoded);
  return typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded)
    ? (decoded as Configuration)
    : null;
}

export function readEmbeddedConfiguration(doc: Document = document): Configuration | null {
  return parseEmbeddedConfiguration(doc.getElementById(CONFIGURATION_ELEMENT_ID)?.textContent);
}
