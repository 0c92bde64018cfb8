/**
 * The login popup (loginPopupModal, spec §2): user-name tab and, when MOBILEVERCODELOGIN3 is
 * on, the SMS tab; remember me (the user name only); the captcha once a failure asks for it;
 * links to forgot password and registration; free play when FREEPLAY3 is on. A login from a
 * new IP continues with the second step in the same popup.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { registrationEnabled, useWhitelabelFlags } from '../../../api/system/get-status';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../components/error-message';
import { Modal } from '../../../components/modal';
import type { PopupKind } from '../../../components/popup-context';
import { BusyCover } from '../shared/busy-cover';
import { CaptchaField } from '../shared/captcha-field';
import { fieldMessageText, type FieldMessage } from '../../../components/form/field-message';
import { FormTabs } from '../shared/form-tabs';
import { useDialingCountry } from '../shared/mobile-field';
import type { LoginType } from '../shared/sign-in';
import { SocialSignIn } from '../shared/social-sign-in';
import { useCaptcha } from '../shared/use-captcha';
import { FreePlayButton } from './free-play-button';
import type { LoginMode } from './login-rules';
import { loginFieldId, useLoginForm } from './use-login-form';
import { LoginFields } from './login-fields';
import { VerificationStep } from './verification-step';
import '../auth.css';

export function LoginPopup(props: {
  onClose: () => void;
  onSwitch: (kind: PopupKind) => void;
  onSignIn: (value: LoginValue, type: LoginType) => Promise<void>;
}) {
  const { t } = useTranslation();
  const flags = useWhitelabelFlags();
  const dialing = useDialingCountry();
  const [pending, setPending] = useState<{ value: LoginValue; mode: LoginMode } | null>(null);
  const [restarted, setRestarted] = useState(false);
  const form = useLoginForm({
    dialingCode: dialing.dialingCode,
    onLoggedIn: async (value, mode) => {
      if (!value.fullAccess) {
        setPending({ value, mode });
        return;
      }
      await props.onSignIn(value, mode);
    },
  });
  const captcha = useCaptcha(form.captchaShown, form.captchaRound);
  const { values, set } = form;
  const text = (m: FieldMessage | undefined) => (m ? fieldMessageText(t, m) : null);
  const modes: LoginMode[] = flags.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];

  if (pending) {
    return (
      <Modal open title={t('auth.verify.title')} onClose={props.onClose} size="small">
        <VerificationStep
          pending={pending.value}
          onVerified={(value) => props.onSignIn(value, pending.mode)}
          onRestart={() => {
            setPending(null);
            setRestarted(true);
          }}
        />
      </Modal>
    );
  }

  return (
    <Modal open title={t('auth.loginTitle')} onClose={props.onClose} size="small">
      <div className="auth-form-wrap">
        {modes.length > 1 ? (
          <FormTabs
            label={t('auth.loginBy')}
            panelId="login-form"
            value={form.mode}
            onChange={form.setMode}
            tabs={modes.map((key) => ({
              key,
              label: t(key === 'sms' ? 'auth.bySms' : 'auth.byUsername'),
            }))}
          />
        ) : null}
        <form
          id="login-form"
          role={modes.length > 1 ? 'tabpanel' : undefined}
          aria-labelledby={modes.length > 1 ? `login-form-tab-${form.mode}` : undefined}
          className="auth-form"
          noValidate
          aria-busy={form.busy}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {restarted && !form.failure ? (
            <FormAlert tone="info">{t('auth.verify.restart')}</FormAlert>
          ) : null}
          {form.failure ? (
            <FormAlert tone="error">{errorMessage(t, form.failure)}</FormAlert>
          ) : null}
          <LoginFields form={form} dialing={dialing} />
          {form.captchaShown ? (
            <CaptchaField
              id={loginFieldId('captcha')}
              value={values.captcha}
              onChange={(v) => set('captcha', v)}
              error={text(form.errors.captcha)}
              image={captcha.image}
              failed={captcha.failed}
              onRefresh={captcha.refresh}
            />
          ) : null}
          <div className="auth-row">
            {form.mode === 'username' ? (
              <label className="check-field check-field--inline">
                <input
                  type="checkbox"
                  checked={form.remember}
                  onChange={(e) => form.setRemember(e.target.checked)}
                />
                {t('auth.rememberMe')}
              </label>
            ) : (
              <span />
            )}
            <button type="button" className="link-btn" onClick={() => props.onSwitch('forget')}>
              {t('auth.toForget')}
            </button>
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={form.busy}>
              {t('auth.loginSubmit')}
            </button>
          </div>
          <BusyCover busy={form.busy} />
        </form>
        {flags.FREEPLAY3 ? <FreePlayButton onSignIn={props.onSignIn} /> : null}
        <SocialSignIn />
        {registrationEnabled(flags) ? (
          <p className="auth-switch">
            {t('auth.noAccount')}{' '}
            <button type="button" className="link-btn" onClick={() => props.onSwitch('register')}>
              {t('auth.toRegister')}
            </button>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
