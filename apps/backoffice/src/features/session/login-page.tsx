import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { logInOperatorResponse } from '@wl/contract/operators/log-in-operator';
import { ops, OpsError } from '../../api/ops-client';
import { storeSession } from '../../api/session';
import { ErrorText } from '../../components/error-text';
import './login.css';
import { Field } from '../../components/field';

interface LoginFields {
  username: string;
  password: string;
  totpCode: string;
}

/**
 * User name and password; when the account has a second factor the server answers
 * operator_totp_required and the form asks for the authenticator's code as well.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<LoginFields>();

  const submit = handleSubmit(async (fields) => {
    setError(null);
    try {
      const session = await ops(
        {
          method: 'POST',
          path: '/ops/session/login',
          body: {
            username: fields.username,
            password: fields.password,
            ...(needsCode && fields.totpCode ? { totpCode: fields.totpCode } : {}),
          },
        },
        logInOperatorResponse,
      );
      storeSession(session);
    } catch (e) {
      if (e instanceof OpsError && e.code === 'operator_totp_required') setNeedsCode(true);
      setError(e);
    }
  });

  return (
    <main className="login">
      <form onSubmit={(e) => void submit(e)} aria-labelledby="login-heading">
        <h1 id="login-heading">{t('login.heading')}</h1>
        <Field label={t('login.username')}>
          <input autoComplete="username" {...register('username', { required: true })} />
        </Field>
        <Field label={t('login.password')}>
          <input
            type="password"
            autoComplete="current-password"
            {...register('password', { required: true })}
          />
        </Field>
        {needsCode && (
          <label>
            {t('login.totpCode')}
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-describedby="totp-hint"
              {...register('totpCode', { required: true, pattern: /^\d{6}$/ })}
            />
            <small id="totp-hint">{t('login.totpHint')}</small>
          </label>
        )}
        <ErrorText error={error} />
        <button type="submit" disabled={formState.isSubmitting}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
