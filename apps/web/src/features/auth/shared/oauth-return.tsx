/**
 * The way back from Google or Facebook (sign-in-providers.ts): the page URL carries
 * `?oauthCode=` (traded once for a login value) or `?oauthError=`. Either is taken off the
 * URL at once so a reload does not replay it.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../../app/router';
import { useTranslation } from '../../../i18n/use-translation';
import { apiRequest } from '../../../api/client';
import { loginValueGuard } from '../../../api/home-guards';
import { errorMessage } from '../../../components/error-message';
import { WarningDialog } from '../../../components/warning-dialog';
import { useCompleteSignIn, type SignInOutcome } from './sign-in';

export function OauthReturn(props: { onSignedIn: (outcome: SignInOutcome) => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const complete = useCompleteSignIn(props.onSignedIn);
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('oauthCode');
    const error = params.get('oauthError');
    if (!code && !error) return;
    if (handled.current === location.search) return;
    handled.current = location.search;
    params.delete('oauthCode');
    params.delete('oauthError');
    const rest = params.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true },
    );
    if (error) {
      setFailure(t('errors.error_sign_in_failed'));
      return;
    }
    apiRequest({
      method: 'POST',
      path: '/wps/session/oauth/exchange',
      body: { code },
      value: loginValueGuard,
    })
      .then((value) => complete(value, 'social'))
      .catch((e: unknown) => setFailure(errorMessage(t, e)));
  }, [location.search, location.pathname, navigate, complete, t]);

  if (!failure) return null;
  return <WarningDialog message={failure} onClose={() => setFailure(null)} />;
}
