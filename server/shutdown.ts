/**
 * A graceful stop: the listener closes (no new connections), idle keep-alive connections are closed
 * as they become idle, and the requests in flight get up to the grace period to finish — a booking
 * that has begun commits and answers. Whatever still runs then has its connection cut; only after
 * that may the database close, so no handler loses its database mid-transaction while it is counted.
 */

export interface DrainableServer {
  close(callback?: (error?: Error) => void): unknown;
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Wraps the app's fetch to count the requests being handled (not just open sockets). */
export function countInFlight<F extends Fetch>(
  fetch: F,
): { fetch: F; count: () => number; idle: () => Promise<void> } {
  let running = 0;
  const waiters: (() => void)[] = [];
  const done = () => {
    running -= 1;
    if (running === 0) for (const wake of waiters.splice(0)) wake();
  };
  const counted = (async (request: Request, ...rest: never[]) => {
    running += 1;
    try {
      return await fetch(request, ...rest);
    } finally {
      done();
    }
  }) as F;
  return {
    fetch: counted,
    count: () => running,
    idle: () => (running === 0 ? Promise.resolve() : new Promise((wake) => waiters.push(wake))),
  };
}

const IDLE_SWEEP_MS = 100;

/** Resolves once every request has finished or the grace period is over; `cut`: requests still running then. */
export async function drain(
  server: DrainableServer,
  inFlight: { count: () => number; idle: () => Promise<void> },
  graceMs: number,
): Promise<{ cut: number }> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A connection that finishes its request during the grace period becomes idle: close it then.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const outcome = await Promise.race([inFlight.idle().then(() => 'done' as const), graceOver]);
  clearTimeout(timer);
  clearInterval(sweep);
  const cut = outcome === 'late' ? inFlight.count() : 0;
  server.closeAllConnections();
  await closed;
  return { cut };
}
