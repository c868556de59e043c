/**
 * Translations that travel with a screen area's lazy chunk instead of the start page's bundle, so
 * screens added later do not grow the first download. An area module calls
 * `addAreaTranslations` at import time — before any of its components renders — with its Russian
 * strings and an English copy of the same shape (the type makes a missing English key a compile error).
 * Each area keeps its strings under its own top-level key (`browsing.*`, `accounts.*`), merged deeply
 * into the one `translation` namespace, so `t('browsing.doctors.empty')` reads like any other key.
 * For its keys to type-check, the area also adds its Russian tree to ./keys.ts's AreaTrees:
 *
 *   declare module '../../i18n/keys' {
 *     interface AreaTrees {
 *       browsing: typeof ru;
 *     }
 *   }
 */
import type { i18n as I18n } from 'i18next';
import type { EnglishOf } from './english-shape';
import { i18n, NAMESPACE } from './instance';

export interface AreaTranslations<T extends object> {
  ru: T;
  'en-gb': EnglishOf<NoInfer<T>>;
}

/** Areas imported before the translations start (tests import screens first) wait for the start. */
const waiting: AreaTranslations<object>[] = [];

export function addAreaTranslations<T extends object>(
  translations: AreaTranslations<T>,
  instance: I18n = i18n,
): void {
  if (!instance.isInitialized) {
    waiting.push(translations);
    return;
  }
  for (const [language, tree] of Object.entries(translations)) {
    // deep = true merges with the keys already there; overwrite = false keeps them.
    instance.addResourceBundle(language, NAMESPACE, tree, true, false);
  }
}

/** Adds the areas that came before the start (./index.ts calls it right after init). */
export function addWaitingAreas(instance: I18n): void {
  for (const translations of waiting.splice(0)) addAreaTranslations(translations, instance);
}
