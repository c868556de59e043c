/**
 * `const { t, i18n } = useTranslation()`: the component renders again when the language changes, with
 * a `t` of the new language (a new function then, so memos keyed on it follow). Ours rather than
 * react-i18next's, which weighs on the start page for what the app does not use (Suspense, namespaces
 * loaded on demand, <Trans>).
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './instance';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language;

type AnyT = (key: unknown, options?: unknown, ...rest: unknown[]) => string;

/**
 * A `t` bound to `language`, answering as i18next's getFixedT does. Not getFixedT's own function: on
 * every call it copies the instance's whole options object (for key selectors the app does not write)
 * before translating, which made most of the cost of a list's texts, a few calls on each row.
 */
function boundTo(language: string): TFunction {
  const fixed = i18n.getFixedT(language) as unknown as AnyT;
  const translate = i18n.t.bind(i18n) as unknown as AnyT;
  const t: AnyT = (key, options, ...rest) => {
    // A default value or other argument list is left to i18next's own reading of it.
    if (options !== undefined && (typeof options !== 'object' || options === null))
      return fixed(key, options, ...rest);
    if (options === undefined && typeof key === 'string') return plainText(language, key, translate);
    const given = options as { lng?: string } | undefined;
    return translate(key, given?.lng ? given : { ...given, lng: language });
  };
  return t as unknown as TFunction;
}

/**
 * Texts without values, by language and key: a list writes the same status or button words on each of
 * its rows. Forgotten whenever strings are added or removed (an area's chunk, a language's file), as
 * a key answered before its strings came must not keep the answer it had then.
 */
const plainTexts = new Map<string, string>();
let watchedStore: object | null = null;

function plainText(language: string, key: string, translate: AnyT): string {
  const store = i18n.store;
  if (!store) return translate(key, { lng: language });
  if (watchedStore !== store) {
    watchedStore = store;
    plainTexts.clear();
    const forget = () => plainTexts.clear();
    store.on('added', forget);
    store.on('removed', forget);
  }
  const id = `${language}\u0000${key}`;
  let text = plainTexts.get(id);
  if (text === undefined) {
    text = translate(key, { lng: language });
    plainTexts.set(id, text);
  }
  return text;
}

/** One `t` per language, shared by every component (a list's rows each ask for one). */
const bound = new Map<string, { t: TFunction; i18n: I18n }>();

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  let found = bound.get(language);
  if (!found) {
    found = { t: boundTo(language), i18n };
    bound.set(language, found);
  }
  return found;
}
