/**
 * Route parameter formats. A parameter that fails its format makes
 * the whole path invalid, and an invalid path redirects to the start page.
 */

/** Link keys: exactly 10 of [A-Za-z0-9+/], or 9 such characters followed by '='. */
const KEY_PATTERN = /^(?:[A-Za-z0-9+/]{10}|[A-Za-z0-9+/]{9}=)$/;
const ID_PATTERN = /^[0-9]+$/;

/**
 * The all-categories marker in /clinic/{clinicId}/services/{categoryId}. Written down here once:
 * the literal segment `all` (never a number, so it cannot collide with a real category id).
 */
export const ALL_CATEGORIES = 'all';

export type ParamKind = 'key' | 'id' | 'categoryId';

export function isValidKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function isValidId(value: string): boolean {
  return ID_PATTERN.test(value);
}

export function isValidCategoryId(value: string): boolean {
  return value === ALL_CATEGORIES || isValidId(value);
}

export function isValidParam(kind: ParamKind, value: string | undefined): boolean {
  if (value === undefined) return false;
  switch (kind) {
    case 'key':
      return isValidKey(value);
    case 'id':
      return isValidId(value);
    case 'categoryId':
      return isValidCategoryId(value);
  }
}

/**
 * A numeric id as a safe integer; null when the text is absent, not digits or too large.
 * (Clinic information: "The clinicId parameter must parse as an integer, otherwise it counts as absent.")
 */
export function parseId(value: string | null | undefined): number | null {
  if (value == null || !isValidId(value)) return null;
  const id = Number(value);
  // Records are numbered from 1 to the largest 32-bit integer: an id outside names nothing, and a
  // request with it would break the API's contract.
  return Number.isSafeInteger(id) && id >= 1 && id <= ID_MAX ? id : null;
}

/** The largest record id the API names (a signed 32-bit integer). */
export const ID_MAX = 2_147_483_647;
