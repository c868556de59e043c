/**
 * Search folding, done in JS for both dialects: SQLite's LOWER() folds ASCII only, so a Cyrillic
 * title is stored folded (services.title_search) and the query text is folded the same way.
 * ё and е are one letter to most searchers.
 */
export function foldForSearch(text: string): string {
  return text.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

/** A LIKE pattern matching `folded` anywhere, with LIKE's wildcards and the escape itself escaped. */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
