/** Checks of the login form (spec §5); answers the messages by field, empty when all pass. */
import { parseMobileNumber } from '@wl/contract/validation/mobile-number';
import type { FieldMessage } from '../../../components/form/field-message';

export type LoginMode = 'username' | 'sms';

export interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  smsCode: string;
  captcha: string;
}

export function validateLogin(
  mode: LoginMode,
  values: LoginValues,
  options: { captchaShown: boolean; dialingCode: string },
): Partial<Record<keyof LoginValues, FieldMessage>> {
  const errors: Partial<Record<keyof LoginValues, FieldMessage>> = {};
  if (mode === 'username') {
    if (!values.username.trim()) errors.username = { key: 'field_required' };
    if (!values.password) errors.password = { key: 'field_required' };
  } else {
    if (!parseMobileNumber(values.mobileNum.trim(), options.dialingCode))
      errors.mobileNum = { key: 'error_phone_number_limit' };
    if (!values.smsCode.trim()) errors.smsCode = { key: 'enter_verification_code' };
  }
  if (options.captchaShown && !values.captcha.trim()) errors.captcha = { key: 'enter_captcha' };
  return errors;
}
