import { describe, expect, it } from 'vitest';
import { templateRules } from '../../src/app/server/template-rules';
import { numberStyles } from '../../vite-plugins/page-styles';

describe('templateRules', () => {
  it('reads the Griffel rules of index.html as the build numbers its <style> elements', () => {
    // Missed, they would come again in the server render's own elements, after index.html's: there a
    // rule of Fluent's overrode ours that index.html puts later (the header's pressed buttons' colour).
    const { html } = numberStyles(
      [
        '<html><head><style>:root{--x:1}</style>',
        '<style data-make-styles-bucket="h" data-priority="0">.a:hover:active{color:red;}</style>',
        '<style data-make-styles-bucket="x">.b:hover:active{color:inherit;}</style>',
        '</head><body></body></html>',
      ].join(''),
    );
    expect(templateRules(html)).toEqual(
      new Map([
        ['.a:hover:active{color:red;}', 'h'],
        ['.b:hover:active{color:inherit;}', 'x'],
      ]),
    );
  });
});
