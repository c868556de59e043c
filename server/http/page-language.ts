/**
 * A page in the reader's language from its first byte, where the template says Russian: its language
 * on <html>, so a screen reader reads it with the right voice before (or without) the app's script; its
 * title, announced first; and the boot bar's name, on a page no screen was drawn on.
 */
export function inReaderLanguage(page: string, language: 'ru' | 'en-gb'): string {
  if (language !== 'en-gb') return page;
  return page
    .replace('<html lang="ru">', '<html lang="en-GB">')
    .replace('<title>Приём</title>', '<title>Priyom</title>')
    .replace('aria-label="Загрузка…"', 'aria-label="Loading…"');
}
