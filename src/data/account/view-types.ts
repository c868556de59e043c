/** The account's views, merged into `Views` (../view-types.ts). Plain JSON only. */
import type { PersonalData } from '../../api';
import type { SessionView } from './types';

export interface AccountViews {
  /** Who is logged in, for every tab's shell. */
  session: { params: Record<string, never>; data: SessionView };
  /** The logged-in client's personal data (28 h); empty while logged out. */
  personalData: { params: Record<string, never>; data: PersonalData };
}
