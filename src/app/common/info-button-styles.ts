/**
 * A row's info button: a plain button drawn as Fluent's subtle icon-only Button (its box, colours and
 * focus ring) by one class, with the info icon drawn by the same class (the icon's outline as a mask
 * over the text colour), so a list carries one rule set and no icon markup per row. Fluent's Button cost
 * each row its hooks, slots and class lists, and its icon an inline picture per row; atomic classes
 * would still be a list of a few dozen names per row: either made a long list's page drawn by the
 * server large. The one class is a reset style, which the build leaves to be inserted at run time.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeResetStyles } from '@griffel/react';

/** Fluent's Info20Regular outline. */
const INFO_ICON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M10.5 8.91a.5.5 0 0 0-1 .09v4.6a.5.5 0 0 0 1-.1V8.91m.3-2.16a.75.75 0 1 0-1.5 0 .75.75 0 0 0 1.5 0M18 10a8 8 0 1 0-16 0 8 8 0 0 0 16 0M3 10a7 7 0 1 1 14 0 7 7 0 0 1-14 0'/%3E%3C/svg%3E\")";

// The box of Fluent's 32 px icon button with its 1 px transparent border folded into the padding, and
// its focus ring (border and inset shadow) drawn as one 2 px inset shadow. The transparent outline is
// what forced colours draw instead of the shadow.
export const useInfoButtonClass = makeResetStyles({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: theme.borderRadiusMedium,
  backgroundColor: theme.colorSubtleBackground,
  color: theme.colorNeutralForeground2,
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '20px',
    height: '20px',
    backgroundColor: 'currentColor',
    maskImage: INFO_ICON,
    maskSize: '20px 20px',
    maskRepeat: 'no-repeat',
    // Forced colours would paint the icon's background the page's own colour: it keeps the text colour.
    forcedColorAdjust: 'none',
  },
  ':hover': {
    backgroundColor: theme.colorSubtleBackgroundHover,
    color: theme.colorNeutralForeground2BrandHover,
  },
  ':hover:active': {
    backgroundColor: theme.colorSubtleBackgroundPressed,
    color: theme.colorNeutralForeground2BrandPressed,
  },
  ':focus-visible': {
    outline: `${theme.strokeWidthThick} solid ${theme.colorTransparentStroke}`,
    boxShadow: `0 0 0 ${theme.strokeWidthThick} ${theme.colorStrokeFocus2} inset`,
  },
  '@media (forced-colors: active)': { ':hover': { color: 'Highlight' } },
});
