/**
 * A drawn page's styles pruned to what its markup uses (server/http/page-styles.ts): Griffel's rules
 * by the classes they need, the theme's variables by what is read, each pruned element marked in place.
 */
import { describe, expect, it } from 'vitest';
import {
  prunedDrawnStyles,
  prunedStyles,
  ruleMayApply,
  templateStyles,
  withPrunedStyles,
} from '../../server/http/page-styles';

const TEMPLATE = [
  '<html><head>',
  '<style data-page-style="0">html{margin:0}.boot{color:var(--used)}:root{--used:var(--inner);--inner:red;--unused:blue;--also-unused:green}</style>',
  '<style data-page-style="1" data-make-styles-bucket="d" data-priority="0">.fa{color:red;}.fb{color:var(--b);}</style>',
  '<style data-page-style="2" data-make-styles-bucket="x">.fa:hover{color:blue;}.fc{gap:1px;}@media (min-width: 1px){.fa{gap:2px;}}@keyframes k{from{opacity:0;}to{opacity:1;}}</style>',
  '</head><body></body></html>',
].join('');

describe('ruleMayApply', () => {
  const classes = new Set(['a', 'b']);
  it('keeps a rule whose selector names only classes the page has, or none', () => {
    expect(ruleMayApply('.a{color:red;}', classes)).toBe(true);
    expect(ruleMayApply('.a .b:hover{color:red;}', classes)).toBe(true);
    expect(ruleMayApply('html,body{margin:0}', classes)).toBe(true);
    expect(ruleMayApply('@keyframes k{from{opacity:0;}to{opacity:1;}}', classes)).toBe(true);
  });
  it('drops a rule that needs a class the page lacks, inside an at-rule too', () => {
    expect(ruleMayApply('.c{color:red;}', classes)).toBe(false);
    expect(ruleMayApply('.a .c{color:red;}', classes)).toBe(false);
    expect(ruleMayApply('@media (forced-colors: active){.c{color:red;}}', classes)).toBe(false);
  });
  it('keeps a rule one of whose selectors may match, and reads :not() and attributes as no need', () => {
    expect(ruleMayApply('.c,.a{color:red;}', classes)).toBe(true);
    expect(ruleMayApply('.a:not(.c){color:red;}', classes)).toBe(true);
    expect(ruleMayApply('.a[data-x=".c"]{color:red;}', classes)).toBe(true);
  });
});

describe('prunedStyles', () => {
  const styles = templateStyles(TEMPLATE);

  it('keeps the rules of the markup’s classes, in their order, and the variables they read', () => {
    const pruned = prunedStyles(styles, '<div class="fa boot"></div>', '');
    expect(pruned.get('1')).toBe('.fa{color:red;}');
    expect(pruned.get('2')).toBe(
      '.fa:hover{color:blue;}@media (min-width: 1px){.fa{gap:2px;}}@keyframes k{from{opacity:0;}to{opacity:1;}}',
    );
    expect(pruned.get('0')).toBe(
      'html{margin:0}.boot{color:var(--used)}:root{--used:var(--inner);--inner:red}',
    );
  });

  it('keeps a variable the page’s other styles or an inline style read', () => {
    const pruned = prunedStyles(
      styles,
      '<div style="color:var(--unused)"></div>',
      '.z{color:var(--also-unused)}',
    );
    // Every variable read: the app's stylesheet goes as it is.
    expect(pruned.has('0')).toBe(false);
  });

  it('leaves out an element nothing of which can go', () => {
    const all = '<div class="fa fb fc boot"></div>';
    const pruned = prunedStyles(styles, all, '');
    expect(pruned.has('1')).toBe(false);
    expect(pruned.has('2')).toBe(false);
  });

  it('marks each pruned element and leaves it where it was', () => {
    const html = withPrunedStyles(TEMPLATE, prunedStyles(styles, '<div class="fc"></div>', ''));
    expect(html).toContain(
      '<style data-page-style="1" data-pruned data-make-styles-bucket="d" data-priority="0"></style>',
    );
    expect(html).toContain(
      '<style data-page-style="2" data-pruned data-make-styles-bucket="x">.fc{gap:1px;}@keyframes',
    );
    expect(html.indexOf('data-page-style="1"')).toBeLessThan(html.indexOf('data-page-style="2"'));
  });
});

describe('prunedDrawnStyles', () => {
  it('keeps the renderer’s rules the markup can use and drops an element left empty', () => {
    const drawn =
      '<style>:root{--p:red}</style>' +
      '<style data-make-styles-bucket="d" data-make-styles-rehydration="true">.fa{color:red;}.fz{color:blue;}</style>' +
      '<style data-make-styles-bucket="h" data-make-styles-rehydration="true">.fz:hover{color:blue;}</style>';
    expect(prunedDrawnStyles(drawn, '<p class="fa"></p>')).toBe(
      '<style>:root{--p:red}</style><style data-make-styles-bucket="d" data-make-styles-rehydration="true">.fa{color:red;}</style>',
    );
  });
});
