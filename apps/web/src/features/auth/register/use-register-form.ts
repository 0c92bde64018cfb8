/**
 * State and submit of the registration popup, in the spec's order (§4): terms, field checks,
 * invitation code (from the field or the URL) checked first, the bot check, then the
 * encrypted registration that logs the new member in. Server field errors (a taken user name
 * or number) land on their fields; a failed try always brings a new captcha.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RegisterRequest } from '@wl/contract/auth/register-member';
import { ApiError } from '../../../api/api-error';
import { useSystemStatus, useWhitelabelFlags } from '../../../api/system/get-status';
import { focusFirst } from '../../../components/form/form-alert';
import { checkAffiliate, fetchFormToken, registerMember, type RegisterType } from '../api/register';
import { serverFieldErrors, type FieldMessage } from '../../../components/form/field-message';
import type { UrlCodes } from './affiliate-from-url';
import {
  registerLayout,
  registerTypes,
  validateRegisterForm,
  type RegisterValues,
} from './register-rules';
import type { LoginValue } from '@wl/contract/auth/log-in';

export const EMPTY_VALUES: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  payeeName: '',
  paymentPassword: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  email: '',
  recommenderId: '',
  affiliateCode: '',
  countryDialingCode: '63',
};

export const fieldId = (name: string) => `register-${name}`;

const CAPTCHA_ERRORS: readonly string[] = ['captcha_wrong', 'captcha_required'];

type Problem = { kind: 'invitation' } | { kind: 'message'; error: unknown } | null;

function useBotCheck() {
  const form = useRef<{ token: string; minFillMs: number; issuedAt: number } | null>(null);
  const load = useCallback(() => {
    fetchFormToken().then(
      (t) => {
        form.current = { token: t.formToken, minFillMs: t.minFillMs, issuedAt: Date.now() };
      },
      () => {
        form.current = null;
      },
    );
  }, []);
  useEffect(load, [load]);
  /** The form token, after waiting out the minimum fill time a person always takes anyway. */
  const ready = useCallback(async () => {
    let current = form.current;
    if (!current) {
      const t = await fetchFormToken();
      current = { token: t.formToken, minFillMs: t.minFillMs, issuedAt: Date.now() };
      form.current = current;
    }
    const wait = current.issuedAt + current.minFillMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return current.token;
  }, []);
  return { ready, reload: load };
}

export function useRegisterForm(o: {
  urlCodes: UrlCodes;
  /** The dialling code of the mobile field's picker. */
  dialingCode: string;
  onRegistered: (value: LoginValue) => Promise<void>;
  reloadCaptcha: () => void;
}) {
  const flags = useWhitelabelFlags();
  const status = useSystemStatus();
  const types = registerTypes(flags);
  const [type, setTypeState] = useState<RegisterType>(types[0] ?? 'register');
  const [values, setValues] = useState<RegisterValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Partial<Record<string, FieldMessage>>>({});
  const [terms, setTerms] = useState(true);
  const [termsError, setTermsError] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const bot = useBotCheck();
  const { reloadCaptcha } = o;

  const layout = useMemo(
    () =>
      registerLayout({
        type,
        settings: status.info.register,
        flags,
        urlAffiliateCode: o.urlCodes.affiliateCode,
      }),
    [type, status, flags, o.urlCodes.affiliateCode],
  );

  const set = useCallback((name: keyof RegisterValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const setType = (next: RegisterType) => {
    if (next === type) return;
    setTypeState(next);
    setErrors({});
    setProblem(null);
    reloadCaptcha();
  };

  const reset = () => {
    setValues(EMPTY_VALUES);
    setErrors({});
    setTerms(true);
    setTermsError(false);
    setProblem(null);
  };

  const submit = async () => {
    setProblem(null);
    if (!terms) {
      setTermsError(true);
      focusFirst(['register-terms']);
      return;
    }
    const all = { ...values, countryDialingCode: o.dialingCode };
    const found = validateRegisterForm(layout, all);
    setErrors(found);
    const invalid = layout.fields.filter((f) => found[f.name]).map((f) => fieldId(f.name));
    if (invalid.length > 0) {
      focusFirst(invalid);
      return;
    }
    setBusy(true);
    try {
      const shown = layout.fields.some((f) => f.name === 'affiliateCode');
      const affiliateCode = (shown ? values.affiliateCode : o.urlCodes.affiliateCode) || null;
      if (affiliateCode && flags.AFFMAN3) {
        const valid = await checkAffiliate(affiliateCode).then(
          () => true,
          (error: unknown) => {
            if (error instanceof ApiError && error.errorCode === 'invitation_code_error')
              return false;
            throw error;
          },
        );
        if (!valid) {
          setProblem({ kind: 'invitation' });
          return;
        }
      }
      const formToken = await bot.ready();
      const value = await registerMember(
        type,
        requestBody(layout, all, {
          affiliateCode,
          referralCode: o.urlCodes.referralCode,
          botCheck: { formToken, honeypot },
        }),
      );
      await o.onRegistered(value);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (error instanceof ApiError && CAPTCHA_ERRORS.includes(error.errorCode))
        fields.captcha = { key: error.messageKey };
      // An answer is single use: the new image needs a new answer.
      setValues((v) => ({ ...v, captcha: '' }));
      setErrors(fields);
      const ids = layout.fields.filter((f) => fields[f.name]).map((f) => fieldId(f.name));
      if (ids.length > 0) focusFirst(ids);
      else setProblem({ kind: 'message', error });
      if (error instanceof ApiError && error.errorCode === 'bot_check_failed') bot.reload();
      reloadCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return {
    types,
    type,
    setType,
    layout,
    values,
    set,
    errors,
    terms,
    setTerms: (on: boolean) => {
      setTerms(on);
      if (on) setTermsError(false);
    },
    termsError,
    honeypot,
    setHoneypot,
    busy,
    problem,
    clearProblem: () => setProblem(null),
    setFieldError: (name: string, message: FieldMessage | undefined) =>
      setErrors((e) => ({ ...e, [name]: message })),
    reset,
    submit,
  };
}

function requestBody(
  layout: ReturnType<typeof registerLayout>,
  values: RegisterValues,
  extra: Pick<RegisterRequest, 'botCheck'> & {
    affiliateCode: string | null;
    referralCode: string | null;
  },
): RegisterRequest {
  const body: Record<string, unknown> = {};
  for (const { name } of layout.fields) {
    const value = values[name];
    if (value) body[name] = name.toLowerCase().includes('password') ? value : value.trim();
  }
  if (body.mobileNum) body.countryDialingCode = values.countryDialingCode;
  return {
    ...body,
    affiliateCode: extra.affiliateCode ?? undefined,
    referralCode: extra.referralCode ?? undefined,
    domain: window.location.host,
    registerUrl: window.location.href,
    registerMethod: 'WEB',
    login: true,
    botCheck: extra.botCheck,
  };
}
