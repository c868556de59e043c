/**
 * What the data worker and the service worker's offline queue share, with nothing but IndexedDB and the
 * contract underneath (the service worker never opens RxDB):
 * - which calls the queue takes (by the contract's path; how the service worker marks its answer to a
 *   queued request is in src/domain/runtime-messages.ts);
 * - what an answer makes of a queued request (delivered, refused, or kept for a later try), the same for
 *   the service worker's replays and for the feedback the data worker keeps itself;
 * - the shape of an outcome, which the queue's store (./action-store.ts) keeps in place of the request.
 */
import type { ErrorLists } from '../../api/errors';

/** The queue's name: its store's database, its sync tag, and the Workbox queues an earlier version kept. */
export const QUEUE_NAME = 'priyom-offline-actions';
export type QueuedKind = 'cancel-appointment' | 'create-feedback' | 'logout';

/**
 * The contract's paths of the queued calls, written out:
 * importing the contract's declarations would put every schema into the service worker's bundle. A test
 * holds them equal to the contract.
 */
export const QUEUED_PATHS: Record<QueuedKind, string> = {
  'cancel-appointment': '/clients/cancel-appointment',
  'create-feedback': '/clients/create-feedback',
  logout: '/auth/logout',
};

/** The queued kind a POST to `pathname` is, if any (the API base may be any prefix). */
export function queuedKindOf(pathname: string): QueuedKind | null {
  for (const [kind, path] of Object.entries(QUEUED_PATHS) as Array<[QueuedKind, string]>) {
    if (pathname.endsWith(path)) return kind;
  }
  return null;
}

/**
 * The headers a stored request never keeps: its copy outlives the logout in a database anyone holding
 * the device can read. A replay takes the session from the token mirror at the time it sends.
 */
export const CREDENTIAL_HEADERS = ['Authorization', 'Cookie', 'Cookie2'];

/** A request's headers without the credentials a stored copy must not keep. */
export const withoutCredentials = (headers: Array<[string, string]>): Array<[string, string]> =>
  headers.filter(
    ([name]) => !CREDENTIAL_HEADERS.some((credential) => credential.toLowerCase() === name.toLowerCase()),
  );

/**
 * Whether a request's body (JSON text) carries a refresh token. The queue never keeps one: its copy
 * outlives the logout in a database anyone holding the device can read, where a refresh token would
 * renew the session. A logout waits with its logout token instead, which can only end it.
 */
export function carriesRefreshToken(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && 'refreshToken' in value;
  } catch {
    return false;
  }
}

export type Verdict = 'delivered' | 'refused' | 'keep';

/**
 * What an answer makes of a queued request. Any answer below 500 but those below is the server's final
 * word on this very request: the same bytes and key sent again get the same refusal, and keeping the
 * request would hold its queue behind it for good. 401 (renewed once first), 408, 429 and 5xx say
 * "not now": the request stays at its queue's head for the next replay.
 */
export function verdictOf(status: number): Verdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 500 || status === 401 || status === 408 || status === 429) return 'keep';
  return 'refused';
}

export interface QueueOutcome {
  intentKey: string;
  kind: QueuedKind;
  delivered: boolean;
  status: number;
  /** A refusal's error lists. */
  errors: ErrorLists;
  at: number;
}
