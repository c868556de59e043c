/**
 * Guards for raw request text before it reaches a query. PostgreSQL rejects a NUL byte in text
 * (an error, hence a 500) where SQLite would simply find nothing, so both dialects answer the
 * same only if such input is turned away first.
 */

/** 1..maxLength characters with no control characters (NUL included). */
export function isPlainTextParam(value: string, maxLength: number): boolean {
  if (value.length === 0 || value.length > maxLength) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/**
 * Whether a JSON body holds a NUL character in any text, a value or a key, at any depth. Walked with a
 * list rather than recursion: a body within its size limit can still nest thousands deep.
 */
export function containsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** 1..999 999 999 without sign, leading zero or spaces: within every dialect's integer. */
export function parseId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
