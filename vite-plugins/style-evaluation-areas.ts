/**
 * src/app/i18n/areas.ts as griffelAot's style evaluation sees it (vite-plugins/griffel.ts): a screen's
 * strings module calls addAreaTranslations when it is imported, and no style value depends on it.
 */
export function addAreaTranslations(): void {}

export function addWaitingAreas(): void {}
