/**
 * The waitlist view: the client's open requests with their held offers and those that ended lately, as
 * the server lists them, one private resource (`waitlist`, lifetime in ../sync/ttl.ts) stored like a
 * page of the client's lists, so a logout or a switch wipes it. Every tab watching it renders the same stored document, so an offer fetched by one
 * tab's poll shows in all of them.
 */
import { listWaitlist } from '../../api/waitlist';
import type { ApiResult } from '../api-client';
import { ok } from '../result';
import {
  editPrivatePages,
  privatePage$,
  privatePageResource,
  type StoredPrivatePage,
} from '../records/private-pages';
import { readStoredLocal } from '../sync/stored-local';
import type { LocksLike } from '../sync/locks';
import { createResourceCache } from '../sync/resource-cache';
import { lifetimeMs } from '../sync/ttl';
import type { ViewDeps, ViewDefs } from '../sync/view-kit';
import type { WaitlistEntry, WaitlistViews } from './view-types';

export const WAITLIST_KEY = 'waitlist';

/**
 * The list as the view stores it. `seen` gives when each offer already stored was first seen (by key);
 * an offer new to this device is seen `now`.
 */
export async function fetchWaitlist(
  api: ViewDeps['api'],
  seen: ReadonlyMap<string, number> = new Map(),
  now: () => number = Date.now,
): Promise<ApiResult<WaitlistEntry[]>> {
  const result = await api.call(listWaitlist, { payload: {} });
  if (!result.ok) return result;
  const { requests, offers } = result.value;
  const at = now();
  return ok(
    requests.map((request) => {
      const offer = offers.find((held) => held.requestId === request.id);
      return { ...request, offer: offer ? { ...offer, seenAt: seen.get(offer.key) ?? at } : null };
    }),
  );
}

/**
 * Offers booked or declined through this worker: a poll sent before that still lists them, and its
 * answer must not bring them back (nor announce them again).
 */
const settled = new WeakMap<object, Set<string>>();
function settledOf(db: object): Set<string> {
  let keys = settled.get(db);
  if (!keys) {
    keys = new Set();
    settled.set(db, keys);
  }
  return keys;
}

/** When each offer the stored waitlist holds was first seen, by its key. */
async function seenOffers(db: ViewDeps['db']): Promise<Map<string, number>> {
  const rows = (await readStoredLocal<StoredPrivatePage<WaitlistEntry>>(db, WAITLIST_KEY))?.rows ?? [];
  const seen = new Map<string, number>();
  for (const row of rows) if (row.offer) seen.set(row.offer.key, row.offer.seenAt);
  return seen;
}

/**
 * Takes a booked or declined offer out of the stored waitlist at once, so every tab drops its snackbar
 * and mark now rather than at the next answer (a poll already on its way may still list the offer).
 */
export function dropStoredOffer(db: ViewDeps['db'], locks: LocksLike, key: string): Promise<void> {
  settledOf(db).add(key);
  return editPrivatePages<WaitlistEntry>(db, locks, WAITLIST_KEY, (rows) =>
    rows.some((row) => row.offer?.key === key)
      ? rows.map((row) => (row.offer?.key === key ? { ...row, offer: null } : row))
      : null,
  );
}

export function createWaitlistViews(deps: ViewDeps): ViewDefs<WaitlistViews> {
  const { db, api, loginId } = deps;
  const cache = createResourceCache();
  return {
    waitlist: {
      resource: () =>
        cache(WAITLIST_KEY, () =>
          privatePageResource<WaitlistEntry>(
            { db, loginId },
            WAITLIST_KEY,
            lifetimeMs('waitlist'),
            async () => {
              const result = await fetchWaitlist(api, await seenOffers(db), deps.now);
              if (!result.ok) return result;
              const gone = settledOf(db);
              return ok(
                result.value.map((row) =>
                  row.offer && gone.has(row.offer.key) ? { ...row, offer: null } : row,
                ),
              );
            },
          ),
        ),
      data$: () => privatePage$<WaitlistEntry>(db, WAITLIST_KEY),
    },
  };
}
