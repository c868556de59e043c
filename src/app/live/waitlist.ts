/**
 * Hooks and commands the waitlist's parts use (they never call the worker themselves). The waitlist
 * view is private: mount what watches it only while someone is logged in. While watched, it is asked
 * for again every 20 s when the tab is visible, so an offer shows within that time in every open tab
 * (the view is one stored document all tabs render).
 */
import { useEffect, useRef } from 'react';
import type { CreatedAppointment } from '../../api/booking';
import type { WaitlistOffer, WaitlistRequest } from '../../api/waitlist';
import type { JoinWaitlistInput, Result, ViewState, WaitlistEntry } from '../../data';
import { useRefresh } from './clinics';
import { useCurrentClientId } from './session';
import { useView } from './use-view';
import { getWorkerApi } from './worker-client';

export const WAITLIST_POLL_MS = 20_000;

const NO_PARAMS = Object.freeze({}) as Record<string, never>;

export function useWaitlist(): ViewState<WaitlistEntry[]> {
  const view = useView('waitlist', NO_PARAMS, { onFailure: 'empty' });
  const refresh = useRefresh();
  // The view's params name no client, and a switch wipes the stored list under the running watch,
  // which fetches again only at the next poll: the next client's requests (and offers) would stay
  // hidden for up to 20 s. So the list is asked for again whenever a client is named after none or
  // after another one. Not while none is named (mid-switch): a fetch then would go with the last
  // client's pair.
  const clientId = useCurrentClientId();
  const lastClient = useRef(clientId);
  useEffect(() => {
    if (clientId === lastClient.current) return;
    lastClient.current = clientId;
    if (clientId !== null) void refresh('waitlist', NO_PARAMS).catch(() => undefined);
  }, [clientId, refresh]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh('waitlist', NO_PARAMS).catch(() => undefined);
    }, WAITLIST_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return view;
}

export const waitlistCommands = {
  join: (input: JoinWaitlistInput): Promise<Result<{ request: WaitlistRequest }>> =>
    getWorkerApi().joinWaitlist(input),
  leave: (input: { requestId: number }): Promise<Result<{ requestId: number }>> =>
    getWorkerApi().leaveWaitlist(input),
  offer: (input: { key: string }): Promise<Result<{ offer: WaitlistOffer }>> =>
    getWorkerApi().waitlistOffer(input),
  /** One Idempotency-Key per user intent: a retry books nothing twice. */
  accept: (input: {
    key: string;
    idempotencyKey: string;
  }): Promise<Result<{ appointment: CreatedAppointment }>> => getWorkerApi().acceptOffer(input),
  decline: (input: { key: string }): Promise<Result<{ declined: true }>> =>
    getWorkerApi().declineOffer(input),
};
