/**
 * Every view the worker offers, merged from the areas' view types. Shared by the data worker (which
 * produces the states) and the React hooks in src/app/live (which consume them through Comlink, as
 * types only). Plain JSON only.
 */
import type { AccountViews } from './account/view-types';
import type { BrowsingViews } from './browsing/view-types';
import type { ClinicsViews } from './clinics/view-types';
import type { RecordsViews } from './records/view-types';
import type { ScheduleViews } from './schedule/view-types';
import type { NetworkViews } from './sync/network-view';
import type { WaitlistViews } from './waitlist/view-types';

export type { RefreshFailure, ViewState } from './sync/view-kit';

/** Every view the worker offers, with its parameters and the data it yields. */
export interface Views
  extends ClinicsViews,
    BrowsingViews,
    ScheduleViews,
    RecordsViews,
    AccountViews,
    NetworkViews,
    WaitlistViews {}
export type ViewName = keyof Views;
export type ViewRequest<V extends ViewName = ViewName> = { view: V; params: Views[V]['params'] };
