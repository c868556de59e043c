/**
 * The type of every translation key: the start page's Russian tree (./ru.ts) and each screen area's,
 * which its <area>-strings.ts adds to AreaTrees by declaration merging (./areas.ts shows how), so
 * `t('a.missing')` fails the type check wherever it is written, in the start page or in an area.
 */
import type { ParseKeys } from 'i18next';
import type { Resources } from './ru';

/**
 * An area's whole Russian tree under the area's name. Keyed by area, not merged as properties: two
 * areas may both add to a shared branch (`errors`), which an interface's properties could not express.
 */
// biome-ignore lint/suspicious/noEmptyInterface: areas' <area>-strings.ts files fill it by declaration merging.
export interface AreaTrees {}

type Intersection<U> = (U extends unknown ? (tree: U) => void : never) extends (tree: infer I) => void
  ? I
  : never;

/** What `t` takes: the start page's keys and every area's. */
export type AppStrings = Resources & Intersection<AreaTrees[keyof AreaTrees]>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppStrings };
    // A default value does not excuse a key that is not there.
    strictKeyChecks: true;
  }
}

/** A key `t` takes, for values that carry one (a snackbar's message, a placeholder's title). */
export type TranslationKey = ParseKeys<'translation'>;

/**
 * A key made at run time — a server error code, a validation rule's key — which no type can check;
 * i18next answers one it does not hold with the key itself.
 */
export const runtimeKey = (key: string) => key as TranslationKey;
