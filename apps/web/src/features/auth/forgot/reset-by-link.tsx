/** The new-password form of a mailed reset link (/forget?resetToken=…); signs in on success. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { useSystemStatus } from '../../../api/system/get-status';
import { FormAlert, focusFirst } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { errorMessage } from '../../../components/error-message';
import { resetByToken } from '../api/passwords';
import { passwordRule } from '@wl/contract/validation/register-field-rules';
import { BusyCover } from '../shared/busy-cover';
import { fieldMessageText, type FieldMessage } from '../../../components/form/field-message';
import { checkConfirmation, checkNewPassword } from '../shared/new-password';
import type { LoginType } from '../shared/sign-in';

export function ResetByLink(props: {
  resetToken: string;
  onSignIn: (value: LoginValue, type: LoginType) => Promise<void>;
}) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: FieldMessage; confirm?: FieldMessage }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    setFailure(null);
    const found = {
      password: checkNewPassword(passwordRule(status.info.register), password),
      confirm: checkConfirmation(password, confirm),
    };
    setErrors(found);
    if (found.password) return focusFirst(['reset-password']);
    if (found.confirm) return focusFirst(['reset-confirm']);
    setBusy(true);
    try {
      const value = await resetByToken({
        resetToken: props.resetToken,
        newPassword: password,
        confirmNewPassword: confirm,
      });
      await props.onSignIn(value, 'reset');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="auth-note">{t('auth.resetIntro')}</p>
      {failure ? <FormAlert tone="error">{errorMessage(t, failure)}</FormAlert> : null}
      <PasswordField
        id="reset-password"
        label={t('auth.fields.newPassword')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password ? fieldMessageText(t, errors.password) : null}
        required
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        id="reset-confirm"
        label={t('auth.fields.confirmNewPassword')}
        value={confirm}
        onChange={(v) => {
          setConfirm(v);
          setErrors((e) => ({ ...e, confirm: undefined }));
        }}
        error={errors.confirm ? fieldMessageText(t, errors.confirm) : null}
        required
        autoComplete="new-password"
        maxLength={128}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('auth.setPasswordSubmit')}
        </button>
      </div>
      <BusyCover busy={busy} />
    </form>
  );
}
