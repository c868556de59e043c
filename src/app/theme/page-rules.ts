/**
 * Griffel rules a page carries already in its <style data-make-styles-bucket> elements (the build's, in
 * index.html, and the server's, for a page it drew), so a renderer inserts none of them again. Griffel
 * keys the rules it has inserted by their text, and such an element's text is its rules one after
 * another, each as Griffel wrote it.
 */
import type { GriffelRenderer } from '@griffel/react';
import { splitRules } from '../../domain/css-rules';

/** Marks each of the rules as inserted already, in its bucket. */
export function knowRules(renderer: GriffelRenderer, bucket: string, css: string): void {
  const cache = renderer.insertionCache as Record<string, string>;
  for (const rule of splitRules(css)) cache[rule] = bucket;
}

/**
 * Tells the renderer the rules of the <style> elements the server drew a page with (Griffel marks them
 * for rehydration): they bring the first screen's rules, which the first render would otherwise insert
 * a second time (every one of them a rule the browser parses and matches again). The build's elements
 * in index.html are left out: the app's scripts insert none of their rules, and reading their text
 * would cost every page.
 */
export function knowPageRules(renderer: GriffelRenderer, page: ParentNode): void {
  const drawn = page.querySelectorAll<HTMLStyleElement>(
    'style[data-make-styles-bucket][data-make-styles-rehydration]',
  );
  for (const style of drawn) {
    const bucket = style.dataset.makeStylesBucket;
    if (bucket && style.textContent) knowRules(renderer, bucket, style.textContent);
  }
}
