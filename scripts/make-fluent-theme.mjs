/** Writes src/app/theme/fluent-base.css and brand-tokens.ts (see scripts/fluent-theme.mjs). */
import { writeFileSync } from 'node:fs';
import { renderFluentTheme } from './fluent-theme.mjs';

const { css, ts } = renderFluentTheme();
writeFileSync(new URL('../src/app/theme/fluent-base.css', import.meta.url), css);
writeFileSync(new URL('../src/app/theme/brand-tokens.ts', import.meta.url), ts);
console.log('wrote src/app/theme/fluent-base.css and src/app/theme/brand-tokens.ts');
