/**
 * Which registration fields the popup shows and how each is checked, from the merchant's
 * register settings (status.info.register) and whitelabel switches — the same decisions the
 * server makes, from the same rules (@wl/contract/validation/register-field-rules) and the
 * shared validateRegisterField, so both sides give the same message.
 */
import type {
  RegisterField,
  RegisterFieldRule,
  RegisterSettings,
} from '@wl/contract/system/register-settings';

import { parseMobileNumber } from '@wl/contract/validation/mobile-number';
import { FIELD_OFF, ruleFor } from '@wl/contract/validation/register-field-rules';
import { validateRegisterField } from '@wl/contract/validation/validate-register-field';
import type { RegisterType } from '../api/register';
import { problemMessage, type FieldMessage } from '../../../components/form/field-message';

/** Optional fields in the spec's order (§2), each shown only when enabled. */
export const OPTIONAL_FIELDS = [
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
] as const;

export type RegisterInput =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'captcha'
  | (typeof OPTIONAL_FIELDS)[number];

export type RegisterValues = Record<RegisterInput, string> & { countryDialingCode: string };

export interface LayoutField {
  name: RegisterInput;
  rule: RegisterFieldRule;
  required: boolean;
}

export interface RegisterLayout {
  type: RegisterType;
  /** Inputs in display order (the mobile picker, SMS code and captcha have their own UI). */
  fields: LayoutField[];
  sms: boolean;
  captcha: boolean;
}

export interface LayoutOptions {
  type: RegisterType;
  settings: RegisterSettings;
  flags: Readonly<Record<string, boolean>>;
  /** An invitation code from the URL: the field is then not shown (spec §4). */
  urlAffiliateCode: string | null;
}

/** Tabs show only when both forms are on; the mobile form is the default when on. */
export function registerTypes(flags: Readonly<Record<string, boolean>>): RegisterType[] {
  const types: RegisterType[] = [];
  if (flags.MOBILENUMREG3) types.push('registerMobile');
  if (flags.USERNAMEREG3) types.push('register');
  return types;
}

export function registerLayout(o: LayoutOptions): RegisterLayout {
  const rule = (f: RegisterField) => ruleFor(o.settings, f);
  const mobileForm = o.type === 'registerMobile';
  const sms = mobileForm || o.flags.REGMOBVERF3 === true;
  const passwordAsked = !mobileForm || o.flags.MOBILENUMPASSREG3 !== false;
  const fields: LayoutField[] = [];
  const mobile = () => {
    const r = rule('mobileNum');
    if (mobileForm || sms || r.enabled)
      fields.push({ name: 'mobileNum', rule: r, required: mobileForm || sms || r.required });
    if (sms) fields.push({ name: 'verificationCode', rule: FIELD_OFF, required: true });
  };
  if (mobileForm) mobile();
  else fields.push({ name: 'username', rule: rule('username'), required: true });
  if (passwordAsked) {
    fields.push({ name: 'password', rule: rule('password'), required: true });
    fields.push({ name: 'confirmPassword', rule: rule('password'), required: true });
  }
  if (!mobileForm) mobile();
  for (const name of OPTIONAL_FIELDS) {
    const r = rule(name);
    if (!r.enabled) continue;
    if (name === 'affiliateCode' && o.urlAffiliateCode) continue;
    fields.push({ name, rule: r, required: name === 'paymentPassword' || r.required });
  }
  const captcha = rule('captcha').enabled && o.flags.CAPTCHA3 !== false;
  if (captcha) fields.push({ name: 'captcha', rule: rule('captcha'), required: true });
  return { type: o.type, fields, sms, captcha };
}

/** Checks every shown field; answers the messages by field (empty when all pass). */
export function validateRegisterForm(
  layout: RegisterLayout,
  values: RegisterValues,
): Partial<Record<RegisterInput, FieldMessage>> {
  const errors: Partial<Record<RegisterInput, FieldMessage>> = {};
  for (const { name, rule, required } of layout.fields) {
    const value = values[name];
    if (name === 'confirmPassword') {
      if (!value) errors[name] = { key: 'field_required' };
      else if (value !== values.password) errors[name] = { key: 'inconsistent_twice' };
      continue;
    }
    if (name === 'verificationCode') {
      if (!value.trim()) errors[name] = { key: 'enter_verification_code' };
      continue;
    }
    if (name === 'captcha') {
      if (!value.trim()) errors[name] = { key: 'enter_captcha' };
      continue;
    }
    const problem = validateRegisterField({ ...rule, required }, value);
    if (problem) {
      errors[name] = problemMessage(problem);
      continue;
    }
    if (name === 'mobileNum' && value && !parseMobileNumber(value, values.countryDialingCode)) {
      errors[name] = { key: 'in_mobileNum_error' };
    }
  }
  return errors;
}
