/**
 * Owns which account popup is open. /login, /forget and /register open theirs over home;
 * closing one there goes back to /. A call that finds the session gone (401) opens login.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onLoginRequired } from '../../api/session';
import { registrationEnabled, useWhitelabelFlags } from '../../api/system/get-status';
import { PopupContext, type PopupControl, type PopupKind } from '../../components/popup-context';
import { AuthPopup } from '../../features/auth/auth-popup';
import { routeOf } from '../route-table';

export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<PopupKind | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const flags = useWhitelabelFlags();
  const routePopup = routeOf(location.pathname)?.popup ?? null;

  useEffect(() => onLoginRequired(() => setPopup('login')), []);
  useEffect(() => {
    if (routePopup) setPopup(routePopup);
  }, [routePopup, location.key]);

  const close = useCallback(() => {
    setPopup(null);
    if (routePopup) void navigate('/', { replace: true });
  }, [navigate, routePopup]);

  const control = useMemo<PopupControl>(() => ({ popup, open: setPopup, close }), [popup, close]);

  return (
    <PopupContext.Provider value={control}>
      {children}
      {popup ? (
        <AuthPopup
          kind={popup}
          onClose={close}
          onSwitch={setPopup}
          registrationOpen={registrationEnabled(flags)}
        />
      ) : null}
    </PopupContext.Provider>
  );
}
