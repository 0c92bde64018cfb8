/**
 * State and submit of the login popup. A failure whose value carries `captcha: true` shows
 * (and loads) the captcha; every failed try with the captcha shown brings a new image. The
 * agent page logs in as an agent (the server refuses non-agents).
 */
import { useCallback, useState } from 'react';
import { useLocation } from '../../../app/router';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { parseMobileNumber } from '@wl/contract/validation/mobile-number';
import { focusFirst } from '../../../components/form/form-alert';
import { logIn } from '../api/log-in';
import { asksForCaptcha, type FieldMessage } from '../../../components/form/field-message';
import { validateLogin, type LoginMode, type LoginValues } from './login-rules';
import { forgetUsername, readRememberedUsername, rememberUsername } from './remember-me';

export const loginFieldId = (name: keyof LoginValues) => `login-${name}`;

export function isAgentPage(pathname: string) {
  return pathname.toLowerCase().startsWith('/agenthome');
}

export function useLoginForm(o: {
  dialingCode: string;
  /** A full or pending login value; the popup decides what comes next. */
  onLoggedIn: (value: LoginValue, mode: LoginMode) => Promise<void>;
}) {
  const { pathname } = useLocation();
  const [mode, setModeState] = useState<LoginMode>('username');
  const [values, setValues] = useState<LoginValues>(() => ({
    username: readRememberedUsername() ?? '',
    password: '',
    mobileNum: '',
    smsCode: '',
    captcha: '',
  }));
  const [remember, setRemember] = useState(() => readRememberedUsername() !== null);
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, FieldMessage>>>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);

  const set = useCallback((name: keyof LoginValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const setMode = (next: LoginMode) => {
    setModeState(next);
    setErrors({});
    setFailure(null);
  };

  const submit = async () => {
    setFailure(null);
    const found = validateLogin(mode, values, { captchaShown, dialingCode: o.dialingCode });
    setErrors(found);
    const order: (keyof LoginValues)[] = [
      'username',
      'password',
      'mobileNum',
      'smsCode',
      'captcha',
    ];
    const invalid = order.filter((k) => found[k]).map(loginFieldId);
    if (invalid.length > 0) return focusFirst(invalid);
    setBusy(true);
    try {
      // A password is sent as typed: trimming it could lock out a member whose merchant
      // allows spaces in passwords. Every other input is trimmed (spec §5).
      const username = values.username.trim();
      const value = await logIn({
        type: mode,
        username: mode === 'sms' ? values.mobileNum.trim() : username,
        password: mode === 'sms' ? values.smsCode.trim() : values.password,
        captcha: captchaShown ? values.captcha.trim() : undefined,
        countryDialingCode: mode === 'sms' ? o.dialingCode : undefined,
        agentLogin: isAgentPage(pathname) || undefined,
      });
      if (mode === 'username') {
        if (remember) rememberUsername(username);
        else forgetUsername();
      }
      await o.onLoggedIn(value, mode);
    } catch (error) {
      setFailure(error);
      if (asksForCaptcha(error) || captchaShown) {
        setCaptchaShown(true);
        // A new image for every try (an answer is single use on the server).
        setCaptchaRound((n) => n + 1);
        setValues((v) => ({ ...v, captcha: '' }));
      }
    } finally {
      setBusy(false);
    }
  };

  /** Before sending an SMS code: a valid number, or the field's error and focus. */
  const checkMobile = () => {
    const ok = parseMobileNumber(values.mobileNum.trim(), o.dialingCode) !== null;
    setErrors((e) => ({ ...e, mobileNum: ok ? undefined : { key: 'error_phone_number_limit' } }));
    if (!ok) focusFirst([loginFieldId('mobileNum')]);
    return ok;
  };

  return {
    checkMobile,
    mode,
    setMode,
    values,
    set,
    errors,
    remember,
    setRemember,
    captchaShown,
    captchaRound,
    failure,
    busy,
    submit,
  };
}
