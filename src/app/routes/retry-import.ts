/**
 * A chunk's dynamic import, tried again when it fails: a dropped connection, a server restarting or a
 * proxy's 503 loses one request, and the part it belongs to should not fail for that. Two more tries,
 * 250 ms and then 1 s later; the last error is thrown when all three fail.
 */
export const IMPORT_RETRY_DELAYS_MS = [250, 1000] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function importWithRetry<T>(
  load: () => Promise<T>,
  delays: readonly number[] = IMPORT_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await wait(delay);
    }
  }
  return load();
}
