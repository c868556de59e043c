/**
 * What Fluent's style modules (outside the entry) import in place of `@griffel/react`
 * (vite-plugins/griffel.ts redirects them): Griffel itself, with `__styles` and `__resetStyles` also
 * reporting their rules to ./waiting-styles.ts, so the first screen's rules go in before its commit.
 */
import { __resetStyles as griffelResetStyles, __styles as griffelStyles } from '@griffel/react';
import { type RulesByBucket, waitStyles } from './waiting-styles';

export * from '@griffel/react';

export const __styles: typeof griffelStyles = (classes, rules) => {
  waitStyles(rules);
  return griffelStyles(classes, rules);
};

export const __resetStyles: typeof griffelResetStyles = (ltr, rtl, rules) => {
  // A reset's rules may come as a plain list: they are the reset bucket's (as Griffel reads them).
  waitStyles(Array.isArray(rules) ? { r: rules } : (rules as RulesByBucket));
  return griffelResetStyles(ltr, rtl, rules);
};
