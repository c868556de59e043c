/** The app's one i18next instance; ./index.ts starts it in the boot task, ./areas.ts adds to it. */
import { createInstance } from 'i18next';

export const DEFAULT_LANGUAGE = 'ru';
export const NAMESPACE = 'translation';
export const i18n = createInstance();
