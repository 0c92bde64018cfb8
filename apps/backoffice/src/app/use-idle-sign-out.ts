import { useEffect } from 'react';
import { storeSession } from '../api/session';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Signs out after the server's idle time without a click or key, so an unattended screen does
 * not keep showing members' data (the server ends the session at the same time anyway).
 */
export function useIdleSignOut(idleTimeoutMs: number | undefined, onSignedOut: () => void) {
  useEffect(() => {
    if (!idleTimeoutMs) return;
    let timer = window.setTimeout(expire, idleTimeoutMs);
    function expire() {
      storeSession(null);
      onSignedOut();
    }
    function reset() {
      window.clearTimeout(timer);
      timer = window.setTimeout(expire, idleTimeoutMs);
    }
    for (const event of ACTIVITY) window.addEventListener(event, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, reset);
    };
  }, [idleTimeoutMs, onSignedOut]);
}
