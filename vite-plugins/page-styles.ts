/**
 * The page's inline stylesheets (the app's own, with the theme's variables, and the Griffel rules
 * griffelExtract puts in) also as a file of their own, so that the server can send a page it drew with
 * only the rules and variables that page uses, and the app puts the rest back once it runs
 * (server/http/page-styles.ts prunes, src/app/theme/full-styles.ts restores). Each inline <style> gets
 * its place in that file (PAGE_STYLE_ATTRIBUTE), and the loader script names the file
 * (PAGE_STYLES_ATTRIBUTE): the page's own HTML then needs to carry less of them to paint, and the app
 * still has every rule, each in its own element, so their cascade order is the build's.
 * Runs after paintFirst, which inlines the app's stylesheet.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { PAGE_STYLE_ATTRIBUTE, PAGE_STYLES_ATTRIBUTE } from '../src/api/page-styles';

const STYLE = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/g;

/** index.html with its <style> elements numbered, and their texts in that order. */
export function numberStyles(html: string): { html: string; texts: string[] } {
  const texts: string[] = [];
  const head = html.slice(0, html.indexOf('</head>'));
  const numbered = head.replace(STYLE, (_, attributes: string | undefined, text: string) => {
    texts.push(text);
    return `<style ${PAGE_STYLE_ATTRIBUTE}="${texts.length - 1}"${attributes ?? ''}>${text}</style>`;
  });
  return { html: numbered + html.slice(head.length), texts };
}

export function pageStyles(): Plugin {
  return {
    name: 'priyom-page-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('page-styles: the bundle has no index.html');
      const { html, texts } = numberStyles(String(index.source));
      if (texts.length === 0) return;
      const source = JSON.stringify(texts);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
      const fileName = `assets/page-styles-${hash}.json`;
      this.emitFile({ type: 'asset', fileName, source });
      const loader = /<script data-app="/;
      if (!loader.test(html)) throw new Error('page-styles: index.html has no paint-first loader');
      index.source = html.replace(loader, `<script ${PAGE_STYLES_ATTRIBUTE}="/${fileName}" data-app="`);
    },
  };
}
