/** What the link screens show for a failed call before going to the start page, if anything. */
import { errorKeys } from '../../../api/errors';
import { linkErrorKeys } from '../../../api/links';
import type { CommandFailure } from '../../../data';

/**
 * What a failed lookup says before the start page: with no network, `offline` (what could not be loaded
 * and to open the link again, since nothing loads by itself later); otherwise as `failureMessage`.
 */
export function lookupFailureMessage(
  failure: CommandFailure | undefined,
  list: string,
  offline: string,
): string | null {
  return failure?.kind === 'offline' ? offline : failureMessage(failure, list);
}

/**
 * An outdated link says so, and an unknown one (a key cut short when copied, mistyped) that it is not
 * found; otherwise the first item of the call's own error list, if any.
 */
export function failureMessage(failure: CommandFailure | undefined, list: string): string | null {
  if (!failure) return null;
  const lists = Object.values(failure.errors);
  if (lists.some((items) => items.includes(linkErrorKeys.outdated))) return linkErrorKeys.outdated;
  if (lists.some((items) => items.includes(errorKeys.notFound))) return LINK_NOT_FOUND;
  return failure.errors[list]?.[0] ?? null;
}

export const LINK_NOT_FOUND = 'errors.links.link_not_found';
