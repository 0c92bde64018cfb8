/**
 * Remember me (ADR 0006): only the user name and the remember flag are kept, in cookies that
 * live one day (spec §9). The password is never stored anywhere by the site.
 */
export const REMEMBER_USERNAME_COOKIE = 'rememberUsername';
export const REMEMBER_FLAG_COOKIE = 'rememberMe';
export const REMEMBER_MAX_AGE_S = 24 * 60 * 60;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeS: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeS}; SameSite=Lax${secure}`;
}

/** The remembered user name, or null when remember me is off or expired. */
export function readRememberedUsername(): string | null {
  if (readCookie(REMEMBER_FLAG_COOKIE) !== '1') return null;
  return readCookie(REMEMBER_USERNAME_COOKIE) || null;
}

export function rememberUsername(username: string) {
  writeCookie(REMEMBER_USERNAME_COOKIE, username, REMEMBER_MAX_AGE_S);
  writeCookie(REMEMBER_FLAG_COOKIE, '1', REMEMBER_MAX_AGE_S);
}

export function forgetUsername() {
  writeCookie(REMEMBER_USERNAME_COOKIE, '', 0);
  writeCookie(REMEMBER_FLAG_COOKIE, '', 0);
}
