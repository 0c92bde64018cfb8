/**
 * The second step of a login from a new IP (spec §4): the player picks one of the methods the
 * server offers (SMS or e-mail code, real name, authenticator code) and proves it. The pending
 * token is kept in memory only; it reaches nothing but these calls.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { LoginValue, VerificationMethod } from '@wl/contract/auth/log-in';
import { ApiError } from '../../../api/api-error';
import { FormAlert, focusFirst } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../components/error-message';
import { sendLoginCode, verifyLogin } from '../api/log-in';
import { BusyCover } from '../shared/busy-cover';
import { FormTabs } from '../shared/form-tabs';
import { useCountdown } from '../shared/use-countdown';
import { useThrottle } from '../shared/use-throttle';

const METHOD_LABEL = {
  sms: 'auth.verify.sms',
  email: 'auth.verify.email',
  payeeName: 'auth.verify.payeeName',
  totp: 'auth.verify.totp',
} as const satisfies Record<VerificationMethod, string>;

export function VerificationStep(props: {
  pending: LoginValue;
  onVerified: (value: LoginValue) => Promise<void>;
  /** The pending session ended (too many tries): back to the password. */
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const offered = props.pending.verification?.methods ?? [];
  const [method, setMethod] = useState<VerificationMethod>(offered[0] ?? 'sms');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { remaining, start } = useCountdown();
  const allow = useThrottle(1000);
  const token = props.pending.token;
  const target =
    method === 'sms'
      ? props.pending.verification?.mobile
      : method === 'email'
        ? props.pending.verification?.email
        : null;

  const choose = (next: VerificationMethod) => {
    setMethod(next);
    setAnswer('');
    setError(null);
    setFailure(null);
    setSent(false);
  };

  const send = async () => {
    if ((method !== 'sms' && method !== 'email') || remaining > 0 || !allow()) return;
    setFailure(null);
    try {
      const { expiredMinutes } = await sendLoginCode(token, method);
      start(expiredMinutes * 60);
      setSent(true);
    } catch (e) {
      setFailure(e);
    }
  };

  const submit = async () => {
    setFailure(null);
    if (!answer.trim()) {
      setError(
        t(method === 'payeeName' ? 'errors.field_required' : 'errors.enter_verification_code'),
      );
      return focusFirst(['verify-answer']);
    }
    setBusy(true);
    try {
      const body =
        method === 'payeeName'
          ? { method, payeeName: answer.trim() }
          : { method, code: answer.trim() };
      await props.onVerified(await verifyLogin(token, body));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return props.onRestart();
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-form-wrap">
      <p className="auth-note">{t('auth.verify.intro')}</p>
      {offered.length > 1 ? (
        <FormTabs
          label={t('auth.verify.choose')}
          panelId="verify-form"
          value={method}
          onChange={choose}
          tabs={offered.map((m) => ({ key: m, label: t(METHOD_LABEL[m]) }))}
        />
      ) : null}
      <form
        id="verify-form"
        className="auth-form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure ? <FormAlert tone="error">{errorMessage(t, failure)}</FormAlert> : null}
        {target ? <p className="auth-note">{t('auth.verify.sendTo', { target })}</p> : null}
        <TextField
          id="verify-answer"
          label={t(method === 'payeeName' ? 'auth.fields.payeeName' : 'auth.verify.code')}
          value={answer}
          onChange={(v) => {
            setAnswer(v);
            setError(null);
          }}
          error={error}
          required
          autoComplete={method === 'payeeName' ? 'name' : 'one-time-code'}
          inputMode={method === 'payeeName' ? undefined : 'numeric'}
          maxLength={method === 'payeeName' ? 128 : 255}
          hint={sent && remaining > 0 ? t('auth.smsSent') : undefined}
          adornment={
            method === 'sms' || method === 'email' ? (
              <button
                type="button"
                className="field__adornment-btn"
                disabled={remaining > 0}
                onClick={() => void send()}
              >
                {remaining > 0 ? t('auth.smsResendIn', { seconds: remaining }) : t('auth.smsGet')}
              </button>
            ) : undefined
          }
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('auth.verify.submit')}
          </button>
        </div>
        <BusyCover busy={busy} />
      </form>
    </div>
  );
}
