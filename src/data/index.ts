/** The data layer's public face: the worker entries build the API from here; the UI imports types only. */
export { createWorkerApi, DEFAULT_DB_NAME } from './worker-api';
export type { Hello, WorkerApi, WorkerDeps, WorkerKind } from './worker-api';
export type { Failure, FailureKind, Result } from './result';
export type { Recovered, Registered, SessionView, SignedIn } from './account/types';
export { createMemoryLocks, fromLockManager } from './sync/locks';
export type { LocksLike } from './sync/locks';
export { tabLockName } from './tab-lock';
export type { RefreshFailure, ViewName, ViewRequest, ViewState, Views } from './view-types';
