import type { FieldError, RegisterRequest } from '@wl/contract/auth/register-member';
import type { RegisterField } from '@wl/contract/system/register-settings';
import { parseMobileNumber, type MobileNumber } from '@wl/contract/validation/mobile-number';
import { validateRegisterField } from '@wl/contract/validation/validate-register-field';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { ruleFor } from '@wl/contract/validation/register-field-rules';
import { PROFILE_FIELDS, type ProfileField } from './register-rules';

export type RegisterForm = 'username' | 'mobile';

export interface ValidRegistration {
  username: string;
  password: string | null;
  paymentPassword: string | null;
  mobile: MobileNumber | null;
  smsRequired: boolean;
  captchaRequired: boolean;
  affiliateCode: string | null;
  profile: Partial<Record<ProfileField, string>>;
}

/**
 * Applies the merchant's register settings exactly as the popup does (validateRegisterField),
 * plus the spec's fixed rules: user name and password always on the user-name form; mobile
 * number always on the mobile form (it becomes the user name); confirmation equal to the
 * password; payment password required when shown; SMS code on the mobile form, and on the
 * user-name form when REGMOBVERF3 is on. All field errors come back together.
 */
export function validateRegistration(
  merchant: Pick<Merchant, 'registerConfig' | 'flags'>,
  form: RegisterForm,
  input: RegisterRequest,
  defaultDialingCode: string,
): ValidRegistration {
  const settings = merchant.registerConfig;
  const errors: FieldError[] = [];
  const check = (
    field: RegisterField,
    value: string | undefined,
    force: { required?: boolean } = {},
  ) => {
    const rule = ruleFor(settings, field);
    const problem = validateRegisterField(
      { ...rule, required: force.required ?? rule.required },
      value,
    );
    if (problem)
      errors.push({
        field,
        ...(problem.kind === 'required' ? { messageKey: problem.messageKey } : problem),
      });
    return problem === null;
  };
  const enabled = (field: RegisterField) => ruleFor(settings, field).enabled;
  const smsRequired = form === 'mobile' || merchant.flags.REGMOBVERF3 === true;
  const passwordAsked = form === 'username' || merchant.flags.MOBILENUMPASSREG3 !== false;

  if (form === 'username') check('username', input.username, { required: true });
  let mobile: MobileNumber | null = null;
  const mobileAsked = form === 'mobile' || smsRequired || enabled('mobileNum');
  if (
    mobileAsked &&
    check('mobileNum', input.mobileNum, {
      required: form === 'mobile' || smsRequired || undefined,
    }) &&
    input.mobileNum
  ) {
    mobile = parseMobileNumber(input.mobileNum, input.countryDialingCode ?? defaultDialingCode);
    if (!mobile) errors.push({ field: 'mobileNum', messageKey: 'in_mobileNum_error' });
  }
  if (passwordAsked || input.password) {
    if (
      check('password', input.password, { required: true }) &&
      input.confirmPassword !== input.password
    ) {
      errors.push({ field: 'confirmPassword', messageKey: 'inconsistent_twice' });
    }
  }
  if (enabled('paymentPassword'))
    check('paymentPassword', input.paymentPassword, { required: true });
  if (smsRequired && !input.verificationCode)
    errors.push({ field: 'verificationCode', messageKey: 'enter_verification_code' });
  const profile: Partial<Record<ProfileField, string>> = {};
  for (const field of Object.keys(PROFILE_FIELDS) as ProfileField[]) {
    if (!enabled(field)) continue;
    if (check(field, input[field]) && input[field]) profile[field] = input[field];
  }
  const affiliateCode = input.affiliateCode || input.referralCode || null;
  if (enabled('affiliateCode')) check('affiliateCode', affiliateCode ?? undefined);

  if (errors.length > 0) {
    const onlyConfirm = errors.length === 1 && errors[0]!.field === 'confirmPassword';
    throw new AppError(onlyConfirm ? 'inconsistent_twice' : 'field_invalid', {
      value: { fields: errors },
    });
  }
  return {
    username: form === 'mobile' ? mobile!.nationalNumber : input.username!,
    password: passwordAsked || input.password ? input.password! : null,
    paymentPassword: enabled('paymentPassword') ? input.paymentPassword! : null,
    mobile,
    smsRequired,
    captchaRequired: enabled('captcha'),
    affiliateCode,
    profile: { ...profile, ...(profile.email ? { email: profile.email.toLowerCase() } : {}) },
  };
}
