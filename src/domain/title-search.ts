/**
 * The services search's one notion of a match, for the server and the data worker alike: the server
 * stores each title folded (services.title_search) and keeps a row whose folded title holds the folded
 * search text; the worker, holding a clinic's whole list, keeps the same rows. Folding: case (the
 * Russian rules, so Cyrillic too, which SQLite's LOWER() leaves alone), ё as е (one letter to most
 * searchers), and runs of white space as one space. Accents are kept: "é" finds only "é".
 * A change here changes the stored column: the titles must then be folded again.
 */
export function foldForSearch(text: string): string {
  return text.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

/** Whether a title is found by a search whose text is already folded ('' finds every title). */
export function titleMatches(title: string, foldedSearch: string): boolean {
  return foldForSearch(title).includes(foldedSearch);
}
