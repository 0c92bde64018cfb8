/**
 * Owns the account overlays: which account popup is open, the member centre and its page,
 * the sign-out confirmation, the need-a-real-account warning and the notices after signing
 * in. /login, /forget and /register open their popups over home; closing one there goes back
 * to /. A call that finds the session gone (401) opens login.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../router';
import { useTranslation } from '../../i18n/use-translation';
import { isAgentType, isTrialType, useMemberInfo } from '../../api/member/member-info';
import { getMemberValue, getToken, onLoginRequired } from '../../api/session';
import { useWhitelabelFlags } from '../../api/system/get-status';
import {
  AccountContext,
  REAL_MONEY_PAGES,
  type AccountControl,
  type MemberCentrePageKey,
} from '../../components/account-control';
import { PopupContext, type PopupControl, type PopupKind } from '../../components/popup-context';
import { WarningDialog } from '../../components/warning-dialog';
import type { SignInOutcome } from '../../features/auth/auth-popups';
import { OauthReturn } from '../../features/auth/shared/oauth-return';
import { SignOutDialog, useSignOut } from '../../features/auth/sign-out/sign-out-dialog';
import { MemberCentre } from '../../features/member-centre/member-centre';
import { clearPointMall } from '../../features/points-mall/api/point-mall-cache';
import { routeOf } from '../route-table';
import { LoginNotices } from './login-notices';
import { MEMBER_CENTRE_PAGES } from './member-centre-pages';

// The account forms (and the phone-number library they validate with) load when a popup
// first opens, not with the home page (ADR 0028).
const AuthPopups = lazy(() =>
  import('../../features/auth/auth-popups').then((m) => ({ default: m.AuthPopups })),
);

// Offers are made to agents only; the dialog's code loads for them alone.
const PendingOfferPrompt = lazy(() =>
  import('../../features/agent/contracts/pending-offers').then((m) => ({
    default: m.PendingOfferPrompt,
  })),
);

type Dialog = 'signOut' | 'needRealAccount' | null;

const isAgentPath = (pathname: string) => pathname.toLowerCase().startsWith('/agenthome');

export function PopupProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [popup, setPopup] = useState<PopupKind | null>(null);
  const [forced, setForced] = useState(false);
  const [centrePage, setCentrePage] = useState<MemberCentrePageKey | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notices, setNotices] = useState<{ firstLogin: boolean } | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const flags = useWhitelabelFlags();
  const member = useMemberInfo();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const routePopup = routeOf(location.pathname)?.popup ?? null;
  const memberType = member.data?.type;

  useEffect(
    () =>
      onLoginRequired(() => {
        setCentrePage(null);
        setForced(false);
        setPopup('login');
      }),
    [],
  );
  useEffect(() => {
    if (routePopup) setPopup(routePopup);
  }, [routePopup, location.key]);

  const goHome = useCallback(() => {
    void navigate(isAgentPath(location.pathname) ? '/agentHome' : '/', { replace: true });
  }, [navigate, location.pathname]);

  const close = useCallback(() => {
    if (forced) {
      // Closing a forced change refuses it: the session ends rather than going on.
      setForced(false);
      setPopup(null);
      void signOut().then(() => navigate('/', { replace: true }));
      return;
    }
    setPopup(null);
    if (routePopup) void navigate('/', { replace: true });
  }, [forced, navigate, routePopup, signOut]);

  const requireRealAccount = useCallback(
    (action: () => void) => {
      if (!getToken()) return setPopup('login');
      const trial =
        memberType !== undefined ? isTrialType(memberType) : getMemberValue('isAgent') === '4';
      if (trial) return setDialog('needRealAccount');
      action();
    },
    [memberType],
  );

  const openMemberCentre = useCallback(
    (page: MemberCentrePageKey = 'securityCenter') => {
      if (!getToken()) return setPopup('login');
      if (!flags.MEMBERCENTER3) return setDialog('needRealAccount');
      const go = () => setCentrePage(page);
      if (REAL_MONEY_PAGES.includes(page)) requireRealAccount(go);
      else go();
    },
    [flags, requireRealAccount],
  );

  // Spec §4: hiding the member centre clears the point mall object.
  const closeMemberCentre = useCallback(() => {
    setCentrePage(null);
    clearPointMall(queryClient);
  }, [queryClient]);

  const onSignedIn = useCallback(
    (outcome: SignInOutcome) => {
      setNotices({ firstLogin: outcome.firstTimeLogin });
      if (outcome.mustChangePassword) {
        setForced(true);
        setPopup('changePassword');
        return;
      }
      setPopup(null);
      goHome();
    },
    [goHome],
  );

  const endNotices = useCallback(() => setNotices(null), []);
  const popups = useMemo<PopupControl>(() => ({ popup, open: setPopup, close }), [popup, close]);
  const account = useMemo<AccountControl>(
    () => ({
      memberCentrePage: centrePage,
      openMemberCentre,
      closeMemberCentre,
      confirmSignOut: () => setDialog('signOut'),
      requireRealAccount,
    }),
    [centrePage, openMemberCentre, closeMemberCentre, requireRealAccount],
  );

  return (
    <PopupContext.Provider value={popups}>
      <AccountContext.Provider value={account}>
        {children}
        <OauthReturn onSignedIn={onSignedIn} />
        {centrePage ? (
          <MemberCentre
            pages={MEMBER_CENTRE_PAGES}
            page={centrePage}
            onNavigate={openMemberCentre}
            onClose={closeMemberCentre}
          />
        ) : null}
        {popup ? (
          <Suspense fallback={null}>
            <AuthPopups
              kind={popup}
              forcedPasswordChange={forced}
              onClose={close}
              onSwitch={setPopup}
              onSignedIn={onSignedIn}
              onPasswordChanged={() => {
                setForced(false);
                setPopup(null);
                setCentrePage(null);
                void navigate('/', { replace: true });
              }}
            />
          </Suspense>
        ) : null}
        {notices && !popup ? (
          <LoginNotices firstLogin={notices.firstLogin} onDone={endNotices} />
        ) : null}
        {!notices && !popup && isAgentType(memberType) ? (
          <Suspense fallback={null}>
            <PendingOfferPrompt />
          </Suspense>
        ) : null}
        {dialog === 'signOut' ? (
          <SignOutDialog
            onCancel={() => setDialog(null)}
            onSignedOut={() => {
              setDialog(null);
              setCentrePage(null);
              void navigate('/', { replace: true });
            }}
          />
        ) : null}
        {dialog === 'needRealAccount' ? (
          <WarningDialog
            message={t('errors.in_need_true_account')}
            buttonLabel={t('account.in_increase_submit')}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </AccountContext.Provider>
    </PopupContext.Provider>
  );
}
