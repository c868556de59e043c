/**
 * The Griffel rules index.html carries already (ours and Fluent's entry styles, compiled by the app's
 * build into <style data-make-styles-bucket> elements): a server render must not send them twice.
 * Each element's text is its rules one after another; a rule ends where its braces close.
 */
const STYLE_ELEMENT = /<style data-make-styles-bucket="(\w+)"[^>]*>([\s\S]*?)<\/style>/g;

export function templateRules(template: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, bucket, text] of template.matchAll(STYLE_ELEMENT)) {
    if (!bucket || !text) continue;
    for (const rule of splitRules(text)) rules.set(rule, bucket);
  }
  return rules;
}

export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}
