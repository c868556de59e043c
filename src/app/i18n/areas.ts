/**
 * Translations that travel with a screen area's lazy chunk instead of the start page's bundle, so
 * screens added later do not grow the first download. An area module calls
 * `addAreaTranslations` at import time — before any of its components renders — with its Russian
 * strings and an English copy of the same shape (the type makes a missing English key a compile error).
 * Each area keeps its strings under its own top-level key (`browsing.*`, `accounts.*`), merged deeply
 * into the one `translation` namespace, so `t('browsing.doctors.empty')` reads like any other key.
 */
import type { EnglishOf } from './english-shape';
import { i18n } from './instance';
import type { Translator } from './translator';

export interface AreaTranslations<T extends object> {
  ru: T;
  'en-gb': EnglishOf<NoInfer<T>>;
}

export function addAreaTranslations<T extends object>(
  translations: AreaTranslations<T>,
  instance: Translator = i18n,
): void {
  for (const [language, tree] of Object.entries(translations)) {
    // deep = true merges with the keys already there; overwrite = false keeps them.
    instance.addResourceBundle(language, 'translation', tree, true, false);
  }
}
