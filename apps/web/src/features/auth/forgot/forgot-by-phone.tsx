/** Forgot by phone: number, SMS code and a new password; success signs the member in. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { parseMobileNumber } from '@wl/contract/validation/mobile-number';
import { useSystemStatus } from '../../../api/system/get-status';
import { FormAlert, focusFirst } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { errorMessage } from '../../../components/error-message';
import { resetByPhone } from '../api/passwords';
import { passwordRule } from '@wl/contract/validation/register-field-rules';
import { BusyCover } from '../shared/busy-cover';
import {
  fieldMessageText,
  serverFieldErrors,
  type FieldMessage,
} from '../../../components/form/field-message';
import { MobileField, useDialingCountry } from '../shared/mobile-field';
import { checkConfirmation, checkNewPassword } from '../shared/new-password';
import type { LoginType } from '../shared/sign-in';
import { SmsCodeField } from '../shared/sms-code-field';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
const ORDER: Field[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];
const id = (f: Field) => `forgot-${f}`;

export function ForgotByPhone(props: {
  onSignIn: (value: LoginValue, type: LoginType) => Promise<void>;
}) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const dialing = useDialingCountry();
  const [values, setValues] = useState<Record<Field, string>>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const mobileValid = () => parseMobileNumber(values.mobileNum, dialing.dialingCode) !== null;

  const checkMobile = () => {
    const ok = mobileValid();
    setErrors((e) => ({ ...e, mobileNum: ok ? undefined : { key: 'error_phone_number_limit' } }));
    if (!ok) focusFirst([id('mobileNum')]);
    return ok;
  };

  const submit = async () => {
    setFailure(null);
    const found: Partial<Record<Field, FieldMessage>> = {
      mobileNum: mobileValid() ? undefined : { key: 'error_phone_number_limit' },
      verificationCode: values.verificationCode ? undefined : { key: 'enter_verification_code' },
      newPassword: checkNewPassword(passwordRule(status.info.register), values.newPassword),
      confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
    };
    setErrors(found);
    const invalid = ORDER.filter((f) => found[f]);
    if (invalid.length > 0) return focusFirst(invalid.map(id));
    setBusy(true);
    try {
      const value = await resetByPhone({
        mobileNum: values.mobileNum,
        countryDialingCode: dialing.dialingCode,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      await props.onSignIn(value, 'reset');
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.confirmNewPassword?.key === 'inconsistent_twice')
        fields.confirmNewPassword = { key: 'confirm_mismatch' };
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const text = (f: Field) => (errors[f] ? fieldMessageText(t, errors[f]) : null);
  return (
    <form
      id="forgot-form"
      role="tabpanel"
      aria-labelledby="forgot-form-tab-phone"
      className="auth-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? <FormAlert tone="error">{errorMessage(t, failure)}</FormAlert> : null}
      <MobileField
        id={id('mobileNum')}
        value={values.mobileNum}
        onChange={(v) => set('mobileNum', v)}
        error={text('mobileNum')}
        required
        dialing={dialing}
      />
      <SmsCodeField
        id={id('verificationCode')}
        value={values.verificationCode}
        onChange={(v) => set('verificationCode', v)}
        error={text('verificationCode')}
        purpose="noLogin"
        mobile={values.mobileNum}
        dialingCode={dialing.dialingCode}
        checkMobile={checkMobile}
      />
      <PasswordField
        id={id('newPassword')}
        label={t('auth.fields.newPassword')}
        value={values.newPassword}
        onChange={(v) => set('newPassword', v)}
        error={text('newPassword')}
        required
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        id={id('confirmNewPassword')}
        label={t('auth.fields.confirmNewPassword')}
        value={values.confirmNewPassword}
        onChange={(v) => set('confirmNewPassword', v)}
        error={text('confirmNewPassword')}
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
