/**
 * The session's two views. They are not a stored query plus a resource like the others (../composed-views.ts):
 * both follow the token pair, and personal data is neither fetched nor shown while nobody is logged in.
 */
import type { Observable } from 'rxjs';
import type { SyncOutcome } from '../sync/ttl';
import type { ViewState } from '../sync/view-kit';
import type { AccountViews } from './view-types';
import type { Session } from './session';

export const SESSION_VIEWS = ['session', 'personalData'] as const;
export type SessionViewName = (typeof SESSION_VIEWS)[number];

export const isSessionView = (view: string): view is SessionViewName =>
  (SESSION_VIEWS as readonly string[]).includes(view);

export interface SessionViewSource {
  observe<V extends SessionViewName>(view: V): Observable<ViewState<AccountViews[V]['data']>>;
  refresh(view: SessionViewName): Promise<SyncOutcome>;
}

export function sessionViewSource(session: Session): SessionViewSource {
  return {
    observe: <V extends SessionViewName>(view: V) =>
      (view === 'session' ? session.session$ : session.personalData$) as Observable<
        ViewState<AccountViews[V]['data']>
      >,
    refresh: () => session.refreshPersonalData(),
  };
}
