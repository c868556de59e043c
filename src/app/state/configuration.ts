/**
 * The clinic network's configuration as the UI sees it: what index.html carried at start (null when it
 * could not be read: the spec's "empty context"), replaced by the live view once the worker answers.
 */
import { signal } from '@preact/signals-react';
import * as v from 'valibot';
import { type Configuration, ConfigurationSchema } from '../../api/configuration';
import { CONFIGURATION_ELEMENT_ID, decodeEmbeddedConfiguration } from '../../api/configuration-embed';

export const embeddedConfiguration = signal<Configuration | null>(null);

/** Decodes and validates an embedded block; null on anything unreadable or off-contract. */
export function parseEmbeddedConfiguration(encoded: string | null | undefined): Configuration | null {
  const decoded = decodeEmbeddedConfiguration(encoded);
  if (decoded === null) return null;
  const result = v.safeParse(ConfigurationSchema, decoded);
  return result.success ? result.output : null;
}

export function readEmbeddedConfiguration(doc: Document = document): Configuration | null {
  return parseEmbeddedConfiguration(doc.getElementById(CONFIGURATION_ELEMENT_ID)?.textContent);
}
