/**
 * `const { t, i18n } = useTranslation()`: the component renders again when the language changes, with
 * a `t` of the new language (a new function then, so memos keyed on it follow).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance';
import type { TFunction, Translator } from './translator';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language;

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: i18n.getFixedT(language), i18n }), [language]);
}
