/**
 * The session-stored `iframeUrl` (spec §6): the address of the game launched last on this
 * tab, which /seamless shows when opened without a game of its own. Only http(s) addresses
 * are kept, and storage may be unavailable (private modes), so every access is guarded.
 */
import { safeWebUrl } from '../safe-web-url';

export const IFRAME_URL_KEY = 'iframeUrl';

export function storeIframeUrl(address: string) {
  const url = safeWebUrl(address);
  try {
    if (url) window.sessionStorage.setItem(IFRAME_URL_KEY, url);
    else window.sessionStorage.removeItem(IFRAME_URL_KEY);
  } catch {
    // Not kept: /seamless then shows its empty state after a reload.
  }
}

export function readIframeUrl(): string | null {
  try {
    const stored = window.sessionStorage.getItem(IFRAME_URL_KEY);
    return stored ? safeWebUrl(stored) : null;
  } catch {
    return null;
  }
}
