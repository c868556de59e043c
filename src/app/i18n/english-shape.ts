/**
 * The English counterpart of a Russian translation tree: the same keys with any strings, less the
 * Russian-only plural forms (_few, _many) that Intl.PluralRules('en-GB') never asks for.
 */
type Plain<T> = { [K in keyof T]: T[K] extends string ? string : Plain<T[K]> };
type WithoutRussianPlurals<T> = {
  [K in keyof T as K extends `${string}_few` | `${string}_many` ? never : K]: T[K] extends string
    ? string
    : WithoutRussianPlurals<T[K]>;
};
export type EnglishOf<T> = WithoutRussianPlurals<Plain<T>>;
