/**
 * The waitlist view: the client's open requests with their held offers, one private resource
 * (`waitlist`, lifetime in ../sync/ttl.ts) stored like a page of the client's lists, so a logout or a
 * switch wipes it. Every tab watching it renders the same stored document, so an offer fetched by one
 * tab's poll shows in all of them.
 */
import { listWaitlist } from '../../api/waitlist';
import type { ApiResult } from '../api-client';
import { privatePage$, privatePageResource } from '../records/private-pages';
import { createResourceCache } from '../sync/resource-cache';
import { lifetimeMs } from '../sync/ttl';
import type { ViewDeps, ViewDefs } from '../sync/view-kit';
import type { WaitlistEntry, WaitlistViews } from './view-types';

export const WAITLIST_KEY = 'waitlist';

export async function fetchWaitlist(api: ViewDeps['api']): Promise<ApiResult<WaitlistEntry[]>> {
  const result = await api.call(listWaitlist, { payload: {} });
  if (!result.ok) return result;
  const { requests, offers } = result.data;
  return {
    ok: true,
    data: requests.map((request) => ({
      ...request,
      offer: offers.find((offer) => offer.requestId === request.id) ?? null,
    })),
  };
}

export function createWaitlistViews(deps: ViewDeps): ViewDefs<WaitlistViews> {
  const { db, api, loginId } = deps;
  const cache = createResourceCache();
  return {
    waitlist: {
      resource: () =>
        cache(WAITLIST_KEY, () =>
          privatePageResource<WaitlistEntry>({ db, loginId }, WAITLIST_KEY, lifetimeMs('waitlist'), () =>
            fetchWaitlist(api),
          ),
        ),
      data$: () => privatePage$<WaitlistEntry>(db, WAITLIST_KEY),
    },
  };
}
