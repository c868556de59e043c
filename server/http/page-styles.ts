/**
 * A drawn page sent with only the style rules and theme variables its markup uses. index.html carries
 * the build's Griffel rules of every component of the app's entry and lazy screens, and the theme's every
 * variable: most of them name no class or variable of the page the server drew, and with them its HTML
 * no longer arrives in the connection's first round trip on a slow network. The build numbers each
 * inline <style> and puts their full texts in a file of their own (vite-plugins/page-styles.ts); a
 * pruned element is marked, and the app puts its full text back before it hydrates
 * (src/app/theme/full-styles.ts). Each element keeps its place, so the cascade order is the build's.
 */
import { PAGE_STYLE_ATTRIBUTE, PRUNED_ATTRIBUTE } from '../../src/api/page-styles';
import { splitRules } from '../../src/domain/css-rules';

/** An inline <style> of the template, numbered by the build. */
export interface TemplateStyle {
  index: string;
  /** Griffel's (a data-make-styles-bucket element): its rules are pruned by class. */
  griffel: boolean;
  text: string;
}

const NUMBERED_STYLE = new RegExp(`<style ${PAGE_STYLE_ATTRIBUTE}="(\\d+)"([^>]*)>([\\s\\S]*?)</style>`, 'g');

export function templateStyles(template: string): TemplateStyle[] {
  return [...template.matchAll(NUMBERED_STYLE)].map(([, index = '', attributes = '', text = '']) => ({
    index,
    griffel: attributes.includes('data-make-styles-bucket='),
    text,
  }));
}

/** The selectors and at-rule preludes of a rule: the text before each of its opening braces. */
function preludes(rule: string): string[] {
  const found: string[] = [];
  let start = 0;
  for (let i = 0; i < rule.length; i++) {
    const char = rule[i];
    if (char === '{') found.push(rule.slice(start, i).trim());
    if (char === '{' || char === '}' || char === ';') start = i + 1;
  }
  return found;
}

/** `text` split at the `separator`s outside parentheses and brackets (a selector list, a declaration block). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The classes an element must have for the selector to match it: those it names outside :not() and
 * attribute selectors, which a missing class does not stop from matching.
 */
function requiredClasses(selector: string): string[] {
  const plain = selector.replace(/:not\([^)]*\)/g, '').replace(/\[[^\]]*\]/g, '');
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);
}

/** Whether a rule can match in a page whose elements have these classes (a rule naming none can). */
export function ruleMayApply(rule: string, classes: ReadonlySet<string>): boolean {
  const selectors = preludes(rule).filter((prelude) => !prelude.startsWith('@'));
  if (selectors.length === 0) return true;
  return selectors.some((selector) =>
    splitTopLevel(selector, ',').some((alternative) =>
      requiredClasses(alternative).every((name) => classes.has(name)),
    ),
  );
}

/** Every class a markup's elements carry. */
export function markupClasses(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;
const uses = (css: string) => [...css.matchAll(VARIABLE_USE)].map(([, name = '']) => name);

/** A rule that only declares variables on :root (the theme's). */
const THEME_RULE = /^:root\{(--[^{}]*)\}$/;

/**
 * The texts of the template's styles that the page can do without part of, by index: the Griffel rules
 * that can match none of the markup's elements left out, and the theme's variables that no rule left,
 * no other stylesheet of the page (`otherCss`) and no inline style of the markup reads, directly or
 * through another variable.
 */
export function prunedStyles(
  styles: readonly TemplateStyle[],
  markup: string,
  otherCss: string,
): Map<string, string> {
  const classes = markupClasses(markup);
  const kept = new Map<string, string[]>();
  const themes: Array<{ index: string; rule: number; declarations: string[] }> = [];
  const read = new Set([...uses(markup), ...uses(otherCss)]);
  for (const style of styles) {
    const rules = splitRules(style.text);
    const keep = style.griffel ? rules.filter((rule) => ruleMayApply(rule, classes)) : rules;
    keep.forEach((rule, at) => {
      const theme = style.griffel ? null : THEME_RULE.exec(rule);
      if (theme)
        themes.push({
          index: style.index,
          rule: at,
          declarations: splitTopLevel(theme[1] ?? '', ';').filter((part) => part.trim() !== ''),
        });
      else for (const name of uses(rule)) read.add(name);
    });
    kept.set(style.index, keep);
  }
  const values = new Map<string, string>();
  for (const theme of themes) {
    for (const declaration of theme.declarations) {
      const colon = declaration.indexOf(':');
      values.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1));
    }
  }
  // A variable read keeps the variables its own value reads.
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const inner of uses(values.get(name) ?? '')) {
      if (!read.has(inner)) {
        read.add(inner);
        pending.push(inner);
      }
    }
  }
  for (const theme of themes) {
    const rules = kept.get(theme.index) ?? [];
    const declared = theme.declarations.filter((declaration) =>
      read.has(declaration.slice(0, declaration.indexOf(':')).trim()),
    );
    rules[theme.rule] = `:root{${declared.join(';')}}`;
  }
  const pruned = new Map<string, string>();
  for (const style of styles) {
    const text = (kept.get(style.index) ?? []).join('');
    if (text.length < style.text.length) pruned.set(style.index, text);
  }
  return pruned;
}

const DRAWN_STYLE = /(<style [^>]*data-make-styles-rehydration[^>]*>)([\s\S]*?)<\/style>/g;

/**
 * The renderer's own <style> elements for a drawn page (the Fluent rules of its components beyond those
 * index.html has) with only the rules that can match the markup: Griffel gives every rule of a
 * component's styles, its states' and variants' too. The app inserts the others itself as the first
 * screen's styles go in (src/app/theme/waiting-styles.ts), since it knows only the rules the page
 * carries; an element left with none is left out.
 */
export function prunedDrawnStyles(styles: string, markup: string): string {
  const classes = markupClasses(markup);
  return styles.replace(DRAWN_STYLE, (_, open: string, text: string) => {
    const kept = splitRules(text)
      .filter((rule) => ruleMayApply(rule, classes))
      .join('');
    return kept ? `${open}${kept}</style>` : '';
  });
}

/** `html` with the pruned texts in place of its numbered styles' own, each marked as pruned. */
export function withPrunedStyles(html: string, pruned: ReadonlyMap<string, string>): string {
  if (pruned.size === 0) return html;
  return html.replace(NUMBERED_STYLE, (element, index: string, attributes: string) => {
    const text = pruned.get(index);
    return text === undefined
      ? element
      : `<style ${PAGE_STYLE_ATTRIBUTE}="${index}" ${PRUNED_ATTRIBUTE}${attributes}>${text}</style>`;
  });
}
