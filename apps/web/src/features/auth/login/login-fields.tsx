/** The login inputs: user name and password, or mobile number and SMS code. */
import { useTranslation } from '../../../i18n/use-translation';
import { fieldMessageText, type FieldMessage } from '../../../components/form/field-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { MobileField, type useDialingCountry } from '../shared/mobile-field';
import { SmsCodeField } from '../shared/sms-code-field';
import { loginFieldId, type useLoginForm } from './use-login-form';

export function LoginFields(props: {
  form: ReturnType<typeof useLoginForm>;
  dialing: ReturnType<typeof useDialingCountry>;
}) {
  const { t } = useTranslation();
  const { form, dialing } = props;
  const { values, set } = form;
  const text = (m: FieldMessage | undefined) => (m ? fieldMessageText(t, m) : null);
  return form.mode === 'username' ? (
    <>
      <TextField
        id={loginFieldId('username')}
        label={t('auth.fields.username')}
        value={values.username}
        onChange={(v) => set('username', v)}
        error={text(form.errors.username)}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
      />
      <PasswordField
        id={loginFieldId('password')}
        label={t('auth.fields.password')}
        value={values.password}
        onChange={(v) => set('password', v)}
        error={text(form.errors.password)}
        required
        autoComplete="current-password"
        maxLength={128}
      />
    </>
  ) : (
    <>
      <MobileField
        id={loginFieldId('mobileNum')}
        value={values.mobileNum}
        onChange={(v) => set('mobileNum', v)}
        error={text(form.errors.mobileNum)}
        required
        dialing={dialing}
      />
      <SmsCodeField
        id={loginFieldId('smsCode')}
        value={values.smsCode}
        onChange={(v) => set('smsCode', v)}
        error={text(form.errors.smsCode)}
        purpose="noLogin"
        mobile={values.mobileNum}
        dialingCode={dialing.dialingCode}
        checkMobile={form.checkMobile}
      />
    </>
  );
}
