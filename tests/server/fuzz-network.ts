/**
 * Sends fuzz requests to a listening server over real sockets, where an in-process `app.request` cannot
 * show what a client sees: a connection the server closes without an answer ("cut"), or no answer in
 * time ("hang"). Shared by the fuzz test and the fuzz bench.
 */
import type { FuzzRequest } from './fuzz-kit';

export type FuzzOutcome =
  | { kind: 'answer'; status: number }
  | { kind: 'hang' }
  | { kind: 'cut'; reason: string };

export async function sendFuzz(base: string, request: FuzzRequest, hangMs: number): Promise<FuzzOutcome> {
  try {
    const res = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(hangMs),
    });
    await res.arrayBuffer();
    return { kind: 'answer', status: res.status };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { kind: 'hang' };
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'cut', reason: cause?.code ?? cause?.message ?? String(error) };
  }
}

const bodySize = (request: FuzzRequest) =>
  typeof request.body === 'string'
    ? new TextEncoder().encode(request.body).length
    : (request.body?.length ?? 0);

/** The size class of a body: none, up to 16 KiB (every route takes that much), or over. */
const sizeClass = (bytes: number) => (bytes === 0 ? 'no body' : bytes <= 16 * 1024 ? '≤16 KiB' : '>16 KiB');

/** What groups cut requests: the method sent, the operation, the content type and the body's size. */
export const cutGroup = (request: FuzzRequest, reason: string) =>
  `${request.method} to ${request.operation} · ${request.headers['content-type'] ?? 'no type'} · ${sizeClass(
    bodySize(request),
  )} · ${reason}`;
