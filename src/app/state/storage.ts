/**
 * Web Storage behind a tiny interface: private modes and full quotas throw, and tests swap the storage.
 * Values are JSON; anything unreadable reads as null.
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function sessionStore(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function localStore(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text == null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or private mode: the storage simply forgets.
  }
}

/** Keys we own in session and local storage, in one place. */
export const STORAGE_KEYS = {
  router: 'priyom.router',
  marketing: 'priyom.marketing',
  mobileAppEventSent: 'priyom.mobileAppEvent',
  language: 'priyom.lang',
  accountForms: 'priyom.accountForms',
} as const;
