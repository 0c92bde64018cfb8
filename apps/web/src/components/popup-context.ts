/**
 * Which account popup is open (login, forgot password, register, change password). The app
 * owns the state and renders the popups; any screen can ask for one through this context.
 */
import { createContext, useContext } from 'react';

export type PopupKind = 'login' | 'forget' | 'register' | 'changePassword';

export interface PopupControl {
  popup: PopupKind | null;
  open: (kind: PopupKind) => void;
  close: () => void;
}

export const PopupContext = createContext<PopupControl | null>(null);

export function usePopups(): PopupControl {
  const control = useContext(PopupContext);
  if (!control) throw new Error('usePopups needs the PopupProvider of app/popups');
  return control;
}
