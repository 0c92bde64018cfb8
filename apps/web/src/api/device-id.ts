/**
 * A random id for this browser, kept in local storage, sent with claims so a promotion can
 * allow one claim per device. Not a secret and not a fingerprint: clearing storage resets it.
 */
const KEY = 'wl.deviceId';

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    return 'no-storage';
  }
}
