/**
 * How long the retention job (retention.ts) keeps each kind of row, by default and at the least a
 * setting may say. Apart from the job, which reaches the sessions' code and so the logger and the
 * environment, because the environment reads these to check the settings.
 */
import { REFRESH_TTL_MS } from './token-lifetimes';

export const DAY_MS = 86_400_000;

/**
 * How long a login's token rows stay after its last token stopped working. A spent refresh token
 * presented again is taken for theft and ends every session of the patient (sessions.ts), which only
 * works while its row is there. A login's tokens can be presented until the last one expires; rows of
 * a login with a token that expired less than this long ago are all kept, its spent tokens included,
 * so a copy stolen near the end of a login is still recognised, and ends the patient's newer logins,
 * for as long as a refresh token lives.
 */
export const ENDED_LOGIN_KEPT_MS = 30 * DAY_MS;

/** How long audit events are kept: a full year of security history, with a month's margin beyond it. */
export const AUDIT_RETENTION_MS = 400 * DAY_MS;

/**
 * How long a short link stays after it expired. Until it is deleted a late visitor is told the link
 * expired (410); after, that it names nothing (404), and such a miss counts against the visitor's
 * address like a guessed key. A month covers the late opening of an old text message.
 */
export const EXPIRED_LINK_KEPT_MS = 30 * DAY_MS;

/**
 * How long a waitlist request stays after it ended, with its offers. The patient's list shows an ended
 * one for WAITLIST_ENDED_SHOWN_DAYS (fewer if this is shorter), and the job offers times to open ones
 * only. Until it goes, an offer link opened late says the offer is gone (410); after, that it names
 * nothing (404). A month covers a late opened message, and a patient's or the clinic's question about a
 * missed offer.
 */
export const ENDED_WAITLIST_KEPT_MS = 30 * DAY_MS;

/**
 * How long the moves of an appointment stay once both the day it moved from and the day it is on are
 * past. The waitlist reads moves only for days from today on (a time a move gave back, a request
 * fulfilled by a move into its days); past those, a move is only the record of who moved the visit
 * when, kept as long as the audit trail's year of history by default.
 */
export const PAST_MOVES_KEPT_MS = 400 * DAY_MS;

/**
 * The least a login's rows may be kept: a refresh token's lifetime, or a copy of a spent one presented
 * after its rows went would answer as unknown instead of ending the patient's logins as stolen.
 */
export const ENDED_LOGIN_MIN_KEPT_MS = REFRESH_TTL_MS;

/**
 * The least audit events may be kept: as long as a stolen refresh token can still be used, so when the
 * reuse check catches one, the logins and refreshes since it was taken are there to look into.
 */
export const AUDIT_MIN_KEPT_MS = REFRESH_TTL_MS;

/** How long each kind of row is kept, in ms. */
export interface RetentionKept {
  endedLoginMs: number;
  auditEventsMs: number;
  expiredLinksMs: number;
  endedWaitlistMs: number;
  pastMovesMs: number;
}

export const DEFAULT_RETENTION: RetentionKept = {
  endedLoginMs: ENDED_LOGIN_KEPT_MS,
  auditEventsMs: AUDIT_RETENTION_MS,
  expiredLinksMs: EXPIRED_LINK_KEPT_MS,
  endedWaitlistMs: ENDED_WAITLIST_KEPT_MS,
  pastMovesMs: PAST_MOVES_KEPT_MS,
};
