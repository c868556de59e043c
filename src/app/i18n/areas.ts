/**
 * Translations that travel with a screen area's lazy chunk instead of the start page's bundle, so
 * screens added later do not grow the first download (issue 7). An area module calls
 * `addAreaTranslations` at import time — before any of its components renders — with its Russian
 * strings and an English copy of the same shape (the type makes a missing English key a compile error).
 * Each area keeps its strings under its own top-level key (`browsing.*`, `accounts.*`), merged deeply
 * into the one `translation` namespace, so `t('browsing.doctors.empty')` reads like any other key.
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { EnglishOf } from './english-shape';

export interface AreaTranslations<T extends object> {
  ru: T;
  'en-gb': EnglishOf<NoInfer<T>>;
}

/** Areas imported before i18next started (a test rendering a screen directly): added at init. */
const pending: AreaTranslations<object>[] = [];

export function addAreaTranslations<T extends object>(
  translations: AreaTranslations<T>,
  instance: I18n = i18next,
): void {
  // i18next defines addResourceBundle on the instance only when it is initialised.
  if (typeof instance.addResourceBundle !== 'function') {
    pending.push(translations as AreaTranslations<object>);
    return;
  }
  for (const [language, tree] of Object.entries(translations)) {
    // deep = true merges with the keys already there; overwrite = false keeps them.
    instance.addResourceBundle(language, 'translation', tree, true, false);
  }
}

/** Called by initI18n once i18next has started. */
export function addPendingAreaTranslations(instance: I18n = i18next): void {
  for (const translations of pending.splice(0)) addAreaTranslations(translations, instance);
}
