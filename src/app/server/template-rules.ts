/**
 * The Griffel rules index.html carries already (ours and Fluent's entry styles, compiled by the app's
 * build into <style data-make-styles-bucket> elements): a server render must not send them twice.
 */
import { splitRules } from '../theme/page-rules';

const STYLE_ELEMENT = /<style data-make-styles-bucket="(\w+)"[^>]*>([\s\S]*?)<\/style>/g;

export function templateRules(template: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, bucket, text] of template.matchAll(STYLE_ELEMENT)) {
    if (!bucket || !text) continue;
    for (const rule of splitRules(text)) rules.set(rule, bucket);
  }
  return rules;
}
