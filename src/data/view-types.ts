/**
 * What a live view sends to the UI. Shared by the data worker (which produces it) and the React hooks
 * in src/app/live (which consume it through Comlink). Plain JSON only.
 */
import type { Clinic, Configuration, PersonalData } from '../api';
import type { AppointmentsViews } from './appointments/view-types';
import type { BookingViews } from './booking/view-types';
import type { BrowsingViews } from './browsing/view-types';
import type { ResultsViews } from './results/view-types';
import type { SessionView } from './session/types';

export type RefreshFailure = 'offline' | 'server' | 'contract';

export interface ViewState<T> {
  /** What the local database holds now; null while nothing has ever been stored. */
  data: T | null;
  /** When the stored data last came from the server (ms since epoch); null when never. */
  updatedAt: number | null;
  /** True when the data is older than its resource's lifetime. */
  stale: boolean;
  /** A fetch for this resource is in flight. */
  refreshing: boolean;
  /** Why the last refresh failed; null when it succeeded or none ran yet. */
  lastError: RefreshFailure | null;
}

/** Every view the worker offers, with its parameters and the data it yields. */
export interface Views extends BrowsingViews, BookingViews, AppointmentsViews, ResultsViews {
  clinics: { params: Record<string, never>; data: Clinic[] };
  configuration: { params: Record<string, never>; data: Configuration };
  /** Who is logged in, for every tab's shell (src/data/session). */
  session: { params: Record<string, never>; data: SessionView };
  /** The logged-in client's personal data (28 h); empty while logged out. */
  personalData: { params: Record<string, never>; data: PersonalData };
}
export type ViewName = keyof Views;
export type ViewRequest<V extends ViewName = ViewName> = { view: V; params: Views[V]['params'] };
