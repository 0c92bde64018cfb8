import type { OperatorRole } from '@wl/contract/operators/roles';

/**
 * The operator's session, kept in sessionStorage: it ends with the tab, and a shared computer's
 * next user does not inherit it. The server ends it too after its idle time.
 */
export interface StoredSession {
  token: string;
  idleTimeoutMs: number;
  operator: { id: number; username: string; role: OperatorRole; totpEnabled: boolean };
}

const KEY = 'wl.backoffice.session';
const listeners = new Set<() => void>();

export function readSession(): StoredSession | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
}

export function storeSession(session: StoredSession | null) {
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function onSessionChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
