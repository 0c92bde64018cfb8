/**
 * What the original clients keep in web storage, under the same keys: the raw session token
 * (`sessionStorage.token`), the merchant code (`sessionStorage.merchant`) and the chosen
 * language (`localStorage.hisLang`, and a cookie of that name for the server, ADR 0056).
 * Storage can be unavailable (private modes, blocked cookies), so every access is guarded and
 * the site still works without persistence.
 */
import type { LanguageCode } from '@wl/contract/common/headers';
import { isLanguageCode, LANGUAGE_COOKIE } from '@wl/contract/system/first-page';

const TOKEN_KEY = 'token';
const MERCHANT_KEY = 'merchant';
const LANGUAGE_KEY = 'hisLang';
/** Values about the signed-in member kept beside the token, under the original keys. */
export type MemberSessionKey = 'username' | 'account' | 'customerId' | 'isAgent' | 'nickname';
const MEMBER_VALUE_KEYS: MemberSessionKey[] = [
  'username',
  'account',
  'customerId',
  'isAgent',
  'nickname',
];
/** Keys that belong to a signed-in member; removed together when the session ends. */
const MEMBER_SESSION_KEYS = [TOKEN_KEY, ...MEMBER_VALUE_KEYS];

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage refused (quota or privacy mode): the value lives for this page only.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

type Listener = () => void;
const sessionListeners = new Set<Listener>();
const loginRequiredListeners = new Set<Listener>();

export function getToken(): string | null {
  return read(session, TOKEN_KEY);
}

export function setToken(token: string) {
  write(session, TOKEN_KEY, token);
  sessionListeners.forEach((l) => l());
}

/** Ends the member's session on this tab (a 401 or a sign-out). */
export function clearSession() {
  MEMBER_SESSION_KEYS.forEach((key) => write(session, key, null));
  sessionListeners.forEach((l) => l());
}

export function storeMemberValues(values: Partial<Record<MemberSessionKey, string>>) {
  for (const [key, value] of Object.entries(values)) write(session, key, value ?? null);
}

export function getMemberValue(key: MemberSessionKey): string | null {
  return read(session, key);
}

/**
 * Sign-out: everything this tab kept in session storage goes (cached settings, notices,
 * merchant values); the caller puts the merchant's defaults back.
 */
export function clearSessionStorage() {
  try {
    session().clear();
  } catch {
    MEMBER_SESSION_KEYS.forEach((key) => write(session, key, null));
  }
  sessionListeners.forEach((l) => l());
}

/** For useSyncExternalStore: re-render when the token appears or goes. */
export function subscribeSession(listener: Listener) {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

export function getMerchant(): string | null {
  return read(session, MERCHANT_KEY);
}

export function setMerchant(code: string) {
  write(session, MERCHANT_KEY, code);
}

export { isLanguageCode };

export function getStoredLanguage(): LanguageCode | null {
  const stored = read(local, LANGUAGE_KEY)?.toUpperCase();
  return isLanguageCode(stored) ? stored : null;
}

/** A year: the choice outlives the visit, as in localStorage. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The chosen language as a cookie too, so the server writing the page can give it the
 * announcements and the first banner in that language (ADR 0056). Only the page reads it.
 */
export function keepLanguageCookie(code: LanguageCode) {
  try {
    const cookie = `${LANGUAGE_COOKIE}=${code}`;
    if (document.cookie.split('; ').includes(cookie)) return;
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${cookie}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
  } catch {
    // Cookies refused: the server writes the merchant's default and the site asks instead.
  }
}

export function storeLanguage(code: LanguageCode) {
  write(local, LANGUAGE_KEY, code);
  keepLanguageCookie(code);
}

/** The app opens the login popup when a call finds the session gone. */
export function onLoginRequired(listener: Listener) {
  loginRequiredListeners.add(listener);
  return () => {
    loginRequiredListeners.delete(listener);
  };
}

export function emitLoginRequired() {
  loginRequiredListeners.forEach((l) => l());
}
