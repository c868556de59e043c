/**
 * Route guards: a logged-in-only route visited while logged out, or a
 * not-logged-in-only route visited while logged in, sends the user back to the previous path.
 */
import type { Access } from './routes';

export type GuardDecision = 'allow' | 'back';

export function guard(access: Access, loggedIn: boolean): GuardDecision {
  if (access === 'loggedIn' && !loggedIn) return 'back';
  if (access === 'loggedOut' && loggedIn) return 'back';
  return 'allow';
}
