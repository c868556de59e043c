/**
 * Fluent's light theme split in two, so the start page does not build it in the browser:
 *  - every token that does not depend on the brand colour goes to a static stylesheet on :root
 *    (src/app/theme/fluent-base.css, loaded with index.html, no JavaScript);
 *  - the tokens that do (49 in Fluent 9.7x) are listed with the brand shade they take
 *    (src/app/theme/brand-tokens.ts), so the app sets only those from the clinic's colour.
 * `node scripts/make-fluent-theme.mjs` writes both; tests/app/fluent-theme.test.ts fails when they no
 * longer match what Fluent's createLightTheme gives (after a Fluent upgrade: run the script again).
 */
import { createLightTheme } from '@fluentui/react-components';

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160];
/** A ramp whose every shade names itself, so a token's value says which shade it took. */
const probeRamp = (prefix) =>
  Object.fromEntries(SHADES.map((shade) => [shade, `#${prefix}${String(shade).padStart(4, '0')}`]));

export function splitLightTheme() {
  const a = createLightTheme(probeRamp('aa'));
  const b = createLightTheme(probeRamp('bb'));
  const base = {};
  const brand = {};
  for (const [name, value] of Object.entries(a)) {
    if (value === b[name]) {
      base[name] = value;
      continue;
    }
    const shade = /^#aa(\d{4})$/.exec(String(value));
    if (!shade) throw new Error(`${name} depends on the brand colour but is not one shade of it: ${value}`);
    brand[name] = Number(shade[1]);
  }
  return { base, brand };
}

export function renderFluentTheme() {
  const { base, brand } = splitLightTheme();
  const header =
    "/* Written by scripts/make-fluent-theme.mjs from Fluent's createLightTheme; do not edit. */\n";
  const css = `${header}:root {\n${Object.entries(base)
    .map(([name, value]) => `  --${name}: ${value};`)
    .join('\n')}\n}\n`;
  const ts = `${header.replace('/*', '/**').replace(' */', '\n * The tokens that follow the brand colour, each with the shade of the brand ramp it takes.\n */')}export const BRAND_TOKENS = {\n${Object.entries(
    brand,
  )
    .map(([name, shade]) => `  ${name}: ${shade},`)
    .join('\n')}\n} as const;\n`;
  return { css, ts };
}
