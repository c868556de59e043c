// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are source code holding template literals.
/** The unused `tokens` template constants dropped from Fluent's style modules (vite-plugins/unused-token-reads.ts). */
import { describe, expect, it } from 'vitest';
import { dropUnusedTokenReads } from '../../vite-plugins/unused-token-reads';

describe('unused token reads', () => {
  it('drops an unused constant, keeping the line count, and keeps a used one and everything else', () => {
    const code = [
      "import { tokens } from '@fluentui/react-theme';",
      'const unused = `calc(${tokens.strokeWidthThin} + 0.25px)`;',
      'const used = `${tokens.spacingHorizontalM}`;',
      'export const styles = { padding: used };',
      'const other = `plain ${value}`;',
    ].join('\n');
    const result = dropUnusedTokenReads(code);
    expect(result.split('\n')).toEqual([
      "import { tokens } from '@fluentui/react-theme';",
      '',
      'const used = `${tokens.spacingHorizontalM}`;',
      'export const styles = { padding: used };',
      'const other = `plain ${value}`;',
    ]);
  });

  it('leaves code without such constants as it is', () => {
    const code = 'const a = `${tokens.x}`;\nconsole.log(a);';
    expect(dropUnusedTokenReads(code)).toBe(code);
  });
});
