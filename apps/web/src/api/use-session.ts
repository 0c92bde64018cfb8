import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from './session';

/** The raw session token, or null for a visitor; re-renders when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}
