import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule, RegisterSettings } from '@wl/contract/system/register-settings';
import {
  registerLayout,
  registerTypes,
  validateRegisterForm,
  type RegisterValues,
} from './register-rules';
import { EMPTY_VALUES } from './use-register-form';

const rule = (over: Partial<RegisterFieldRule>): RegisterFieldRule => ({
  enabled: true,
  required: false,
  minLength: 0,
  maxLength: 50,
  patternId: 0,
  acceptedPattern: '*',
  ...over,
});

const settings: RegisterSettings = {
  username: rule({ required: true, minLength: 2, maxLength: 15, patternId: 1 }),
  password: rule({ required: true, minLength: 6, maxLength: 20, patternId: 5 }),
  email: rule({ patternId: 3, minLength: 5, maxLength: 100 }),
  qqNum: rule({ enabled: false, required: true }),
  idNumber: rule({ required: true, patternId: 6, minLength: 4, maxLength: 4 }),
  payeeName: rule({ patternId: 21, minLength: 3, maxLength: 40 }),
  affiliateCode: rule({ patternId: 14, minLength: 4, maxLength: 20 }),
};

const values = (over: Partial<RegisterValues>): RegisterValues => ({
  ...EMPTY_VALUES,
  ...over,
});

const layoutOf = (o: Partial<Parameters<typeof registerLayout>[0]> = {}) =>
  registerLayout({
    type: 'register',
    settings,
    flags: { USERNAMEREG3: true },
    urlAffiliateCode: null,
    ...o,
  });

describe('registration form layout', () => {
  it('offers both forms (mobile first) only when both switches are on', () => {
    expect(registerTypes({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual([
      'registerMobile',
      'register',
    ]);
    expect(registerTypes({ USERNAMEREG3: true, MOBILENUMREG3: false })).toEqual(['register']);
    expect(registerTypes({ MOBILENUMREG3: true })).toEqual(['registerMobile']);
    expect(registerTypes({})).toEqual([]);
  });

  it('shows an optional field only when the merchant enabled it, in the spec order', () => {
    const names = layoutOf().fields.map((f) => f.name);
    expect(names).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'idNumber',
      'email',
      'affiliateCode',
    ]);
    expect(names).not.toContain('qqNum');
  });

  it('hides the invitation field when the link carries the code', () => {
    const names = layoutOf({ urlAffiliateCode: 'AG01' }).fields.map((f) => f.name);
    expect(names).not.toContain('affiliateCode');
  });

  it('asks mobile and SMS code first on the mobile form, password when MOBILENUMPASSREG3', () => {
    const withPassword = layoutOf({
      type: 'registerMobile',
      flags: { MOBILENUMREG3: true, MOBILENUMPASSREG3: true },
    });
    expect(withPassword.fields.slice(0, 4).map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
    const without = layoutOf({
      type: 'registerMobile',
      flags: { MOBILENUMREG3: true, MOBILENUMPASSREG3: false },
    });
    expect(without.fields.map((f) => f.name)).not.toContain('password');
  });

  it('asks mobile and SMS code on the user-name form when REGMOBVERF3 is on', () => {
    const layout = layoutOf({ flags: { USERNAMEREG3: true, REGMOBVERF3: true } });
    const mobile = layout.fields.find((f) => f.name === 'mobileNum');
    expect(mobile?.required).toBe(true);
    expect(layout.sms).toBe(true);
  });

  it('shows the captcha when the merchant turned it on', () => {
    const on = layoutOf({ settings: { ...settings, captcha: rule({ required: true }) } });
    expect(on.captcha).toBe(true);
    expect(layoutOf().captcha).toBe(false);
  });
});

describe('registration field checks', () => {
  it('requires user name, password and configured-required fields, not optional ones', () => {
    const errors = validateRegisterForm(layoutOf(), values({}));
    expect(errors.username).toEqual({ key: 'field_required' });
    expect(errors.password).toEqual({ key: 'field_required' });
    expect(errors.idNumber).toEqual({ key: 'field_required' });
    expect(errors.email).toBeUndefined();
    expect(errors.payeeName).toBeUndefined();
  });

  it('answers the pattern message with the rule’s bounds (one number when equal)', () => {
    const errors = validateRegisterForm(
      layoutOf(),
      values({
        username: '9lives',
        password: 'abcdefg',
        confirmPassword: 'abcdefg',
        idNumber: '12a4',
        email: 'not-mail',
        payeeName: 'Juan',
      }),
    );
    expect(errors.username).toEqual({ key: 'reg_pattern_1', min: 2, max: 15 });
    expect(errors.password).toEqual({ key: 'reg_pattern_5', min: 6, max: 20 });
    expect(errors.idNumber).toEqual({ key: 'reg_pattern_6', min: 4, max: 4 });
    expect(errors.email).toEqual({ key: 'reg_pattern_3', min: 5, max: 100 });
    expect(errors.payeeName).toEqual({ key: 'reg_pattern_21', min: 3, max: 40 });
  });

  it('applies the merchant’s acceptedPattern on top of the pattern id', () => {
    const strict = { ...settings, username: { ...settings.username!, acceptedPattern: '^a.*' } };
    const errors = validateRegisterForm(
      layoutOf({ settings: strict }),
      values({ username: 'bob12' }),
    );
    expect(errors.username).toEqual({ key: 'reg_pattern_1', min: 2, max: 15 });
  });

  it('refuses a confirmation that differs from the password', () => {
    const errors = validateRegisterForm(
      layoutOf(),
      values({
        username: 'alice1',
        password: 'abc123',
        confirmPassword: 'abc124',
        idNumber: '1234',
      }),
    );
    expect(errors).toEqual({ confirmPassword: { key: 'inconsistent_twice' } });
  });

  it('checks the mobile number against the dialling code', () => {
    const layout = layoutOf({ type: 'registerMobile', flags: { MOBILENUMREG3: true } });
    const base = { password: 'abc123', confirmPassword: 'abc123', idNumber: '1234' };
    const bad = validateRegisterForm(
      layout,
      values({ ...base, mobileNum: '12345', verificationCode: '1' }),
    );
    expect(bad.mobileNum).toEqual({ key: 'in_mobileNum_error' });
    const good = validateRegisterForm(
      layout,
      values({ ...base, mobileNum: '9171234567', verificationCode: '123456' }),
    );
    expect(good).toEqual({});
    const noCode = validateRegisterForm(layout, values({ ...base, mobileNum: '9171234567' }));
    expect(noCode.verificationCode).toEqual({ key: 'enter_verification_code' });
  });
});
