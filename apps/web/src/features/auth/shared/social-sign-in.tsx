/**
 * Google and Facebook buttons, only for the providers the server has configured. The
 * provider sends the player back to this page with a one-time code (see use-oauth-return).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { useSignInProviders } from '../api/register';

export function SocialSignIn() {
  const { t } = useTranslation();
  const providers = useSignInProviders();
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  const start = (startUrl: string) => {
    const returnTo = window.location.pathname.startsWith('/agentHome') ? '/agentHome' : '/';
    window.location.assign(`${startUrl}?returnTo=${encodeURIComponent(returnTo)}`);
  };
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__label">{t('auth.orContinueWith')}</p>
      <div className="social-sign-in__buttons">
        {list.map((p) => (
          <button
            key={p.id}
            type="button"
            className={`btn social-sign-in__btn social-sign-in__btn--${p.id}`}
            onClick={() => start(p.startUrl)}
          >
            {t(p.id === 'google' ? 'auth.withGoogle' : 'auth.withFacebook')}
          </button>
        ))}
      </div>
    </div>
  );
}
