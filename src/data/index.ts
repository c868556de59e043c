/**
 * The data layer's face to the app: the app imports only from here, and only types plus the tab-lock
 * name (the UI never opens the database or calls the API). No value but `tabLockName` may be exported
 * here: a re-exported module lands in the start page's chunk with everything it imports (schemas,
 * RxDB). The worker entries build the API from ./worker-api.ts.
 */
export type { Hello, OnViewChange, WorkerApi, WorkerDeps, WorkerKind } from './worker-api';
export type { LocksLike } from './sync/locks';
export { tabLockName } from './tab-lock';
export type { RefreshFailure, ViewName, ViewRequest, ViewState, Views } from './view-types';
export type { CommandFailure, FailureKind, Result } from './result';
export type { Download } from './api-client';
export type {
  ClientName,
  CodeSent,
  Recovered,
  Registered,
  SessionNotice,
  SessionView,
  SignedIn,
} from './account/types';
export type { ClosestQuery, MoveInput } from './booking/commands';
export type { OtherProfileCancels, QueueReport } from './offline/pending';
export type { ConfirmByKeyInput, FeedbackInput, LinkAppointment, LinkStatus } from './links/commands';
export type { AppointmentPageParams, ResultPageParams } from './records/view-types';
export type { ResultFile } from './records/private-files';
export type { ScheduleRangeParams } from './schedule/view-types';
export type { ServicePageParams } from './browsing/view-types';
export type { JoinWaitlistInput } from './waitlist/commands';
export type { WaitlistEntry } from './waitlist/view-types';
