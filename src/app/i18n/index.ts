/**
 * i18next with Russian (default) and English (en-gb). Plurals come from Intl.PluralRules through
 * i18next, so Russian counts take the _one/_few/_many/_other keys. The language can be chosen through
 * localStorage 'priyom.lang' ('ru' or 'en-gb'); the menu offers a switch.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore, STORAGE_KEYS } from '../state/storage';
import { enGb } from './en-gb';
import { ru } from './ru';

export const LANGUAGES = ['ru', 'en-gb'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export const resources = { ru: { translation: ru }, 'en-gb': { translation: enGb } };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.toLowerCase());
}

export function storedLanguage(): Language {
  const value = localStore()?.getItem(STORAGE_KEYS.language) ?? null;
  return isLanguage(value) ? (value.toLowerCase() as Language) : DEFAULT_LANGUAGE;
}

/** BCP 47 form for <html lang> and Intl. */
export const htmlLang = (language: string) => (language.toLowerCase() === 'en-gb' ? 'en-GB' : 'ru');

export function initI18n(language: Language = storedLanguage(), instance: I18n = i18next): I18n {
  if (!instance.isInitialized) {
    void instance.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      lowerCaseLng: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    if (typeof document !== 'undefined') {
      document.documentElement.lang = htmlLang(instance.language);
      instance.on('languageChanged', (next) => {
        document.documentElement.lang = htmlLang(next);
      });
    }
  }
  return instance;
}

export function setLanguage(language: Language): void {
  try {
    localStore()?.setItem(STORAGE_KEYS.language, language);
  } catch {
    // The choice then lasts for this page only.
  }
  void i18next.changeLanguage(language);
}
