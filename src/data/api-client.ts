/**
 * The worker's only door to the API. `call(def, { params, payload })` builds the URL from the contract
 * (GET payload as query string, POST payload as JSON body), checks the answer against the contract's
 * schema and returns a result (src/api/result.ts) whose failure says its kind for every expected one:
 *
 * - `offline`: fetch rejected (network error, abort) or the body could not be read;
 * - `server`: any non-2xx status; 4xx answers carry the spec's error lists in `errors`;
 * - `contract`: a 2xx answer that is not JSON or does not match the schema (`issues` says where);
 * - `queued`: no network, and the service worker's offline queue took the request to send it later.
 *
 * `callUnlessUnchanged(def, etag)` is `call` for a stored answer whose lifetime ran out: it sends the
 * stored ETag as If-None-Match and answers `notModified` to a 304, so an unchanged list costs a few
 * hundred bytes. A success carries the answer's ETag, when the server gave one, to store beside it.
 *
 * Throws only for bugs: a payload or path parameters that do not match the contract.
 * The bearer header comes from `getAccessToken`. A 401 to a request that carried a token asks
 * `onUnauthorized` (the session's single-flight refresh, src/data/account) and, when it gives a token
 * renewed for the same login, retries once with that token — so callers keep seeing only these values.
 */
import {
  type AnswerOf,
  buildPath,
  type Call,
  ContractError,
  type ErrorLists,
  ErrorListsSchema,
  type Failed,
  failed,
  GENERIC_UNEXPECTED_ERROR,
  type PayloadOf,
  parseWith,
  type Succeeded,
} from '../api';
import * as v from 'valibot';
import { isQueuedAnswer } from '../domain/runtime-messages';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type ApiFailureKind = 'offline' | 'server' | 'contract' | 'queued';
/** Why a call failed; `errors` are the server's lists (a 4xx), `issues` where an answer broke the contract. */
export interface ApiFailure {
  kind: ApiFailureKind;
  status?: number;
  errors?: ErrorLists;
  issues?: string[];
  /** Seconds the server asks to wait before trying again (its Retry-After), when it said so. */
  retryAfter?: number;
}
/** `etag`: the answer's validator, when the server gave one (the public lists). */
export type ApiResult<T> = (Succeeded<T> & { etag?: string }) | Failed<ApiFailure>;

/** The server still holds what the caller has: a 304 to its If-None-Match. */
export interface NotModified {
  ok: true;
  notModified: true;
}

export const isNotModified = (result: { ok: boolean }): result is NotModified =>
  result.ok && 'notModified' in result;

/** The result with its data mapped (a list out of its answer); failures, `notModified` and the ETag pass. */
export function mapData<T, U>(
  result: ApiResult<T> | NotModified,
  map: (data: T) => U,
): ApiResult<U> | NotModified {
  if (!result.ok || isNotModified(result)) return result;
  const value = map(result.value);
  return result.etag ? { ok: true, value, etag: result.etag } : { ok: true, value };
}

export interface ApiClientDeps {
  fetch: FetchLike;
  /** API base such as `/api`; a function so it can follow the stored configuration's `apiBase`. */
  baseUrl: string | (() => string);
  getAccessToken?: () => string | null | Promise<string | null>;
  /**
   * Called once per call when a request that carried `rejectedToken` got a 401; resolves the access
   * token to retry with (the same login's, renewed), or null: no retry (the session is over, or it is
   * another login's now, and a request made for one client is never sent again for another).
   */
  onUnauthorized?: (rejectedToken: string) => Promise<string | null>;
  /** A request with no answer by then is aborted and reads as offline (default 30 s). */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** A downloaded file (plain data: it crosses Comlink to the tab). */
export interface Download {
  bytes: ArrayBuffer;
  contentType: string;
  /** From Content-Disposition (RFC 5987 `filename*` first); null when it names none. */
  fileName: string | null;
}

/** The file name a Content-Disposition header gives: `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

export interface CallOptions<C extends Call> {
  params?: Record<string, string | number>;
  payload?: PayloadOf<C>;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key); never Authorization, which the client sets. */
  headers?: Record<string, string>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

function toQuery(payload: unknown): string {
  if (payload === null || typeof payload !== 'object') return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

export function createApiClient(deps: ApiClientDeps) {
  const base = () => (typeof deps.baseUrl === 'function' ? deps.baseUrl() : deps.baseUrl);

  function call<C extends Call>(def: C, options: CallOptions<C> = {}): Promise<ApiResult<AnswerOf<C>>> {
    // With no If-None-Match sent, a 304 cannot come (the browser's cache answers its own with the body).
    return send(def, options, 'json') as Promise<ApiResult<AnswerOf<C>>>;
  }

  /** `call` revalidating a stored answer by its ETag (none: a plain call). */
  function callUnlessUnchanged<C extends Call>(
    def: C,
    etag: string | null,
    options: CallOptions<C> = {},
  ): Promise<ApiResult<AnswerOf<C>> | NotModified> {
    const headers = etag ? { ...options.headers, 'If-None-Match': etag } : options.headers;
    return send(def, { ...options, headers }, 'json') as Promise<ApiResult<AnswerOf<C>> | NotModified>;
  }

  /**
   * A call whose answer is bytes (a file): the same bearer header, 401 rule and failures as `call`;
   * on success the body with its type and the file name its Content-Disposition gives.
   */
  function download<C extends Call>(def: C, options: CallOptions<C> = {}): Promise<ApiResult<Download>> {
    return send(def, options, 'bytes') as Promise<ApiResult<Download>>;
  }

  async function send<C extends Call>(
    def: C,
    options: CallOptions<C>,
    mode: 'json' | 'bytes',
  ): Promise<ApiResult<unknown> | NotModified> {
    const where = `${def.method} ${def.path}`;
    // A payload that breaks the contract is our bug: parseWith throws.
    const payload = parseWith(def.payload, options.payload ?? {}, `${where} payload`);
    const path = buildPath(def.path, options.params);
    const url = joinUrl(base(), path) + (def.method === 'GET' ? toQuery(payload) : '');
    const token = deps.getAccessToken ? await deps.getAccessToken() : null;
    const first = await exchange(def, url, payload, options, token, mode);
    if (first.ok || first.error.status !== 401 || !token || !deps.onUnauthorized) return first;
    // One refresh and one retry, never more: a second 401 is the answer.
    const renewed = await deps.onUnauthorized(token);
    if (renewed === null) return first;
    return exchange(def, url, payload, options, renewed, mode);
  }

  async function exchange<C extends Call>(
    def: C,
    url: string,
    payload: unknown,
    options: Pick<CallOptions<C>, 'signal' | 'headers'>,
    token: string | null,
    mode: 'json' | 'bytes',
  ): Promise<ApiResult<unknown> | NotModified> {
    const where = `${def.method} ${def.path}`;
    const { signal } = options;
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method: def.method, headers };
    if (def.method === 'POST') {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(payload);
    }
    // Without a deadline a hung request would hold its resource's single-flight lock for ever.
    const controller = new AbortController();
    const abort = () => controller.abort();
    const timer = setTimeout(abort, deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort);
    init.signal = controller.signal;

    let response: Response;
    let text = '';
    let bytes: ArrayBuffer | null = null;
    try {
      response = await deps.fetch(url, init);
      if (mode === 'bytes' && response.ok) {
        // A file keeps coming as long as its bytes do: a large one on a slow line takes longer than any
        // one deadline. Past the answer's headers the deadline is for a pause in the bytes instead.
        clearTimeout(timer);
        bytes = await bytesOf(response, abort, deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      } else text = await response.text();
    } catch {
      // fetch rejects only when no answer arrived (TypeError: network, AbortError: aborted or timed out).
      return failed({ kind: 'offline' });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }

    if (isQueuedAnswer(response.headers)) return failed({ kind: 'queued', status: response.status });
    // Only a request that named what it holds is told "unchanged"; to any other a 304 is a failure.
    if (response.status === 304 && headers['If-None-Match']) return { ok: true, notModified: true };
    if (!response.ok) {
      const failure: ApiFailure = { kind: 'server', status: response.status };
      if (response.status < 500) failure.errors = readErrorLists(text);
      else {
        // The server's own reason for a failure of its part (a code it could not deliver: "request the
        // code again") is the patient's to read; a gateway's page or a bare fault reads as "try later".
        const named = namedErrorLists(text);
        if (named) failure.errors = named;
      }
      const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
      if (retryAfter !== null) failure.retryAfter = retryAfter;
      return failed(failure);
    }

    if (bytes !== null) {
      const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
      const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
      return { ok: true, value: { bytes, contentType, fileName } satisfies Download };
    }
    try {
      const value = parseWith(def.answer, JSON.parse(text), `${where} answer`);
      const etag = response.headers.get('ETag');
      return etag ? { ok: true, value, etag } : { ok: true, value };
    } catch (error) {
      const issues = error instanceof ContractError ? [...error.issues] : [`(root): not JSON`];
      return failed({ kind: 'contract', status: response.status, issues });
    }
  }

  return { call, callUnlessUnchanged, download };
}

/**
 * A Retry-After header in whole seconds; null when absent or in another form (our server sends
 * seconds only, and an HTTP date would depend on this device's clock being right).
 */
export function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** A 4xx body is the spec's lists of translation keys; anything else reads as one unexpected error. */
function readErrorLists(text: string): ErrorLists {
  try {
    const parsed = v.safeParse(ErrorListsSchema, JSON.parse(text));
    if (parsed.success) return parsed.output;
  } catch {
    // not JSON: fall through
  }
  return { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] };
}

/** The error lists of a body that names a reason beyond the unexpected ones; null otherwise. */
function namedErrorLists(text: string): ErrorLists | null {
  const lists = readErrorLists(text);
  const named = Object.entries(lists).some(
    ([name, items]) => name !== 'unexpectedErrors' && items.length > 0,
  );
  return named ? lists : null;
}

/** A body's bytes, aborted (`abort`) once no byte has come for `idleMs`. */
async function bytesOf(response: Response, abort: () => void, idleMs: number): Promise<ArrayBuffer> {
  let idle = setTimeout(abort, idleMs);
  try {
    if (!response.body) return await response.arrayBuffer();
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      clearTimeout(idle);
      idle = setTimeout(abort, idleMs);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return bytes.buffer;
  } finally {
    clearTimeout(idle);
  }
}
