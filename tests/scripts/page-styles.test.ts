/** The build's numbering of index.html's inline styles (vite-plugins/page-styles.ts). */
import { describe, expect, it } from 'vitest';
import { numberStyles } from '../../vite-plugins/page-styles';

describe('numberStyles', () => {
  it('numbers each <style> of the head in order, keeps its attributes and text, and gives the texts', () => {
    const html =
      '<html><head><style>a{}</style><style data-make-styles-bucket="d">.f{}</style></head>' +
      '<body><style>not in the head{}</style></body></html>';
    const { html: numbered, texts } = numberStyles(html);
    expect(texts).toEqual(['a{}', '.f{}']);
    expect(numbered).toBe(
      '<html><head><style data-page-style="0">a{}</style><style data-page-style="1" data-make-styles-bucket="d">.f{}</style></head>' +
        '<body><style>not in the head{}</style></body></html>',
    );
  });
});
