/**
 * The Fluent style rules of the first screen, put in before its first commit. Griffel inserts a
 * component's rules rule by rule in the commit that first mounts it (a doctor page's search box and
 * links, the sign-in form's fields: 130–180 rules, about a third of that commit on a phone). Fluent's
 * style modules outside the entry report their rules here as they load (./early-styles.ts, wired by
 * vite-plugins/griffel.ts); the first screen's chunks load before the first render, so
 * `insertWaitingStyles` puts them in during that render, in a slice of their own, and the commit finds
 * them inserted already. Only the first screen's: after that, a component's rules go in with its
 * commit, as Griffel does by itself (a chunk loaded later is a dialog or another screen).
 */
import type { GriffelRenderer } from '@griffel/react';
import { knowPageRules } from './page-rules';

/** One module's rules by Griffel bucket, as the renderer takes them. */
export type RulesByBucket = Parameters<GriffelRenderer['insertCSSRules']>[0];

let waiting: RulesByBucket[] | null = [];

/** Called by a Fluent style module as it loads: its rules, kept until the first render takes them. */
export function waitStyles(rules: RulesByBucket): void {
  waiting?.push(rules);
}

/**
 * Inserts what has waited, once. Griffel keys its rules by their text and inserts each only once, so
 * the commit's own insertion then skips them; inserting in a render that React throws away costs
 * nothing later. The rules the page brings (a page the server drew carries its first screen's) are
 * made known first, so neither this nor the commit inserts them again.
 */
export function insertWaitingStyles(renderer: GriffelRenderer): void {
  if (waiting === null) return;
  const rules = waiting;
  waiting = null;
  if (typeof document !== 'undefined') knowPageRules(renderer, document);
  for (const byBucket of rules) renderer.insertCSSRules(byBucket);
}
