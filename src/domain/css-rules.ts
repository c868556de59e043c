/**
 * A stylesheet's top-level rules, each as written: a rule ends where its braces close. Griffel keys the
 * rules it has inserted by their text, and its <style> elements' text is their rules one after another
 * (the app's renderer reads them so; the server prunes a drawn page's by them).
 */
const OPEN = '{'.charCodeAt(0);
const CLOSE = '}'.charCodeAt(0);

export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const code = css.charCodeAt(i);
    if (code === OPEN) depth++;
    else if (code === CLOSE && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}
