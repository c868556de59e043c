/**
 * The Griffel rules index.html carries already (ours and Fluent's entry styles, compiled by the app's
 * build into <style data-make-styles-bucket> elements): a server render must not send them twice. The
 * build writes other attributes on these elements too, the page-styles step its number ahead of
 * Griffel's: a rule not found here would come again in the render's own later element, and there
 * override the rules index.html places after it.
 */
import { splitRules } from '../../domain/css-rules';

const STYLE_ELEMENT = /<style\s[^>]*?data-make-styles-bucket="(\w+)"[^>]*>([\s\S]*?)<\/style>/g;

export function templateRules(template: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, bucket, text] of template.matchAll(STYLE_ELEMENT)) {
    if (!bucket || !text) continue;
    for (const rule of splitRules(text)) rules.set(rule, bucket);
  }
  return rules;
}
