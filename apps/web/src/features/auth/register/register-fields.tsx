/** The registration inputs in the layout's order: mobile, SMS code and captcha have their own UI. */
import { useTranslation } from '../../../i18n/use-translation';
import { fieldMessageText } from '../../../components/form/field-message';
import { CaptchaField } from '../shared/captcha-field';
import { MobileField, type useDialingCountry } from '../shared/mobile-field';
import { SmsCodeField } from '../shared/sms-code-field';
import type { useCaptcha } from '../shared/use-captcha';
import { RegisterFieldInput } from './register-field-input';
import type { LayoutField } from './register-rules';
import { fieldId, type useRegisterForm } from './use-register-form';

export function RegisterFields(props: {
  form: ReturnType<typeof useRegisterForm>;
  dialing: ReturnType<typeof useDialingCountry>;
  captcha: ReturnType<typeof useCaptcha>;
  checkMobile: () => boolean;
}) {
  const { t } = useTranslation();
  const { form, dialing, captcha } = props;
  const { values, errors, set } = form;
  const errorText = (name: string) => {
    const e = errors[name];
    return e ? fieldMessageText(t, e) : null;
  };
  const render = (field: LayoutField) => {
    if (field.name === 'mobileNum')
      return (
        <MobileField
          key={field.name}
          id={fieldId('mobileNum')}
          value={values.mobileNum}
          onChange={(v) => set('mobileNum', v)}
          error={errorText('mobileNum')}
          required={field.required}
          dialing={dialing}
        />
      );
    if (field.name === 'verificationCode')
      return (
        <SmsCodeField
          key={field.name}
          id={fieldId('verificationCode')}
          value={values.verificationCode}
          onChange={(v) => set('verificationCode', v)}
          error={errorText('verificationCode')}
          purpose="register"
          mobile={values.mobileNum}
          dialingCode={dialing.dialingCode}
          checkMobile={props.checkMobile}
        />
      );
    if (field.name === 'captcha')
      return (
        <CaptchaField
          key={field.name}
          id={fieldId('captcha')}
          value={values.captcha}
          onChange={(v) => set('captcha', v.trim())}
          error={errorText('captcha')}
          image={captcha.image}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
        />
      );
    return (
      <RegisterFieldInput
        key={field.name}
        field={field}
        value={values[field.name]}
        onChange={(v) => set(field.name, v)}
        error={errors[field.name]}
      />
    );
  };
  return <>{form.layout.fields.map(render)}</>;
}
