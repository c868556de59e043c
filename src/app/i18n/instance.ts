/** The app's one set of translations (./translator.ts); ./index.ts fills and starts it. */
import { Translator } from './translator';

export const DEFAULT_LANGUAGE = 'ru';
export const i18n = new Translator(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE);
