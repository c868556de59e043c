/**
 * Russian (default) and English (en-gb) through i18next. Plurals come from Intl.PluralRules, so
 * Russian counts take the _one/_few/_many/_other keys. The language can be chosen through
 * localStorage 'priyom.lang' ('ru' or 'en-gb'); the menu offers a switch. Russian ships with the start
 * page; English is a separate chunk, loaded before the first render when it is the stored choice, or
 * when the user switches to it.
 */
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_COOKIE } from '../../api/first-screen-block';
import { localStore, STORAGE_KEYS } from '../state/storage';
import { addWaitingAreas } from './areas';
import { DEFAULT_LANGUAGE as RUSSIAN, i18n, NAMESPACE } from './instance';
import { ru } from './ru';

export type { TFunction } from 'i18next';
export { i18n } from './instance';
export { runtimeKey, type TranslationKey } from './keys';
export { useTranslation } from './use-translation';

export const LANGUAGES = ['ru', 'en-gb'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = RUSSIAN;

const LOADERS: Record<Language, () => Promise<object>> = {
  ru: async () => ru,
  'en-gb': () => import('./en-gb').then((module) => module.enGb),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.toLowerCase());
}

export function storedLanguage(): Language {
  const value = localStore()?.getItem(STORAGE_KEYS.language) ?? null;
  return isLanguage(value) ? (value.toLowerCase() as Language) : DEFAULT_LANGUAGE;
}

/** BCP 47 form for <html lang> and Intl. */
export const htmlLang = (language: string) => (language.toLowerCase() === 'en-gb' ? 'en-GB' : 'ru');

/**
 * Adds a language's translations unless they are there already. An area's strings (./areas.ts) may
 * have created the bundle before the language's own file came, so the test is a key every language
 * file has, not the bundle.
 */
export async function loadLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  if (instance.getResource(language, NAMESPACE, 'app.name') !== undefined) return;
  // deep, not overwriting: an area's strings may be there already.
  instance.addResourceBundle(language, NAMESPACE, await LOADERS[language](), true, false);
}

/**
 * Starts the translations at once, with Russian loaded, so the first render has them; the promise
 * settles when the chosen language's translations are there too (at once for Russian). Should they
 * fail to load, the app stays Russian.
 */
export function initI18n(language: Language = storedLanguage(), instance: I18n = i18n): Promise<I18n> {
  if (!instance.isInitialized) {
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      // The codes as the app writes them ('en-gb'), and no 'en' tried before Russian.
      lowerCaseLng: true,
      load: 'currentOnly',
      // Given resources and no backend, init and changeLanguage finish before they return.
      resources: {},
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
    // Added, not given to init: i18next merges areas' strings into its bundle objects in place.
    instance.addResourceBundle(DEFAULT_LANGUAGE, NAMESPACE, ru, true, false);
    addWaitingAreas(instance);
    if (typeof document !== 'undefined') {
      // A choice stored before the cookie existed reaches the server from the next page load on.
      mirrorLanguageCookie(language);
      document.documentElement.lang = htmlLang(instance.language);
      instance.on('languageChanged', (next) => {
        document.documentElement.lang = htmlLang(next);
      });
      followOtherTabs(instance);
    }
  }
  return loadLanguage(language, instance).then(
    () => instance,
    async (error: unknown) => {
      console.warn('[priyom] translations did not load', language, error);
      await instance.changeLanguage(DEFAULT_LANGUAGE);
      return instance;
    },
  );
}

/** A language chosen in another tab (the stored choice changes there) is taken up here too. */
function followOtherTabs(instance: I18n): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.language || !isLanguage(event.newValue)) return;
    const language = event.newValue.toLowerCase() as Language;
    loadLanguage(language, instance)
      .then(() => instance.changeLanguage(language))
      .catch((error: unknown) => console.warn('[priyom] translations did not load', language, error));
  });
}

/** Tells the server the reader's language (see LANGUAGE_COOKIE): a year, the whole site. */
export function mirrorLanguageCookie(
  language: Language,
  doc: Document | undefined = globalThis.document,
): void {
  if (!doc) return;
  doc.cookie =
    language === DEFAULT_LANGUAGE
      ? `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export async function setLanguage(language: Language): Promise<void> {
  try {
    localStore()?.setItem(STORAGE_KEYS.language, language);
  } catch {
    // The choice then lasts for this page only.
  }
  mirrorLanguageCookie(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}
