/** An Idempotency-Key for one user intent (a booking, a cancel): a retry of it sends the same key. */
export const newIntentKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
