/**
 * The Fluent theme built from the clinic network's colour scheme: a brand ramp around the primary
 * colour (createLightTheme), plus the scheme itself as CSS custom properties for the header and panels.
 */
import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp, type ColourScheme } from '../../domain/colour-scheme';

export function buildTheme(scheme: ColourScheme): Theme {
  const ramp = brandRamp(scheme.primaryColor) as BrandVariants;
  const theme = createLightTheme(ramp);
  return {
    ...theme,
    // Buttons and selected states use the clinic's own colours, not just the nearest shade.
    colorBrandBackground: scheme.primaryColor,
    colorBrandBackgroundHover: scheme.auxiliaryColor,
    colorBrandBackgroundPressed: scheme.auxiliaryColorDark,
    colorBrandBackgroundSelected: scheme.auxiliaryColor,
    colorNeutralForegroundOnBrand: scheme.primaryFontColor,
    colorCompoundBrandStroke: scheme.primaryColor,
    colorCompoundBrandBackground: scheme.primaryColor,
  };
}

/** CSS custom properties for the parts of the shell that paint with the scheme directly. */
export function schemeVariables(scheme: ColourScheme): Record<string, string> {
  return {
    '--priyom-primary': scheme.primaryColor,
    '--priyom-primary-dark': scheme.primaryColorDark,
    '--priyom-primary-font': scheme.primaryFontColor,
    '--priyom-auxiliary': scheme.auxiliaryColor,
    '--priyom-auxiliary-dark': scheme.auxiliaryColorDark,
    '--priyom-auxiliary-font': scheme.auxiliaryFontColor,
  };
}
