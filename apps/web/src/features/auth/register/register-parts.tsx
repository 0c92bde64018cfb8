/** Parts of the registration popup: the terms box and the footer (social, login, download). */
import { Link } from '../../../app/router';
import { useTranslation } from '../../../i18n/use-translation';
import { DownloadIcon } from '../../../components/icons';
import type { PopupKind } from '../../../components/popup-context';
import { SocialSignIn } from '../shared/social-sign-in';

/** Ticked by default (spec §2); unticked at submit shows the inline terms error. */
export function TermsField(props: {
  checked: boolean;
  onChange: (on: boolean) => void;
  error: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="check-field">
        <input
          id="register-terms"
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-invalid={props.error || undefined}
          aria-describedby={props.error ? 'register-terms-error' : undefined}
        />
        <label htmlFor="register-terms">
          {t('auth.termsAgree')}{' '}
          <a href="/help#term" target="_blank" rel="noopener">
            {t('auth.termsLink')}
          </a>
        </label>
      </div>
      {props.error ? (
        <p id="register-terms-error" className="field__error auth-terms-error">
          {t('errors.terms_required')}
        </p>
      ) : null}
    </>
  );
}

export function RegisterFooter(props: {
  onClose: () => void;
  onSwitch: (kind: PopupKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SocialSignIn />
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-btn" onClick={() => props.onSwitch('login')}>
          {t('auth.toLogin')}
        </button>
      </p>
      <Link to="/down" className="download-banner" onClick={props.onClose}>
        <DownloadIcon />
        <span>
          <strong>{t('auth.downloadTitle')}</strong>
          <span>{t('auth.downloadText')}</span>
        </span>
      </Link>
    </>
  );
}
