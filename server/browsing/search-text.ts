/**
 * The search's LIKE pattern. The folding itself (src/domain/title-search.ts) is shared with the data
 * worker, which searches a clinic's list it holds: both must keep the same rows.
 */

/** A LIKE pattern matching `folded` anywhere, with LIKE's wildcards and the escape itself escaped. */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
