/** Forgot by e-mail: user name and e-mail; the answer is always "sent if they match". */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FORGOT_EMAIL_MESSAGE } from '@wl/contract/auth/reset-password';
import { matchesPattern } from '@wl/contract/validation/register-patterns';
import { FormAlert, focusFirst } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../components/error-message';
import { forgotByEmail } from '../api/passwords';
import { BusyCover } from '../shared/busy-cover';
import {
  fieldMessageText,
  serverFieldErrors,
  type FieldMessage,
} from '../../../components/form/field-message';

type Field = 'username' | 'email';

export function ForgotByEmail({ tabbed }: { tabbed: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ username: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async () => {
    setFailure(null);
    setDone(false);
    const username = values.username.trim();
    const email = values.email.trim();
    const found: Partial<Record<Field, FieldMessage>> = {};
    if (!username) found.username = { key: 'field_required' };
    if (!email) found.email = { key: 'field_required' };
    else if (!matchesPattern(3, email)) found.email = { key: 'error_email_format' };
    setErrors(found);
    const invalid = (['username', 'email'] as const).filter((k) => found[k]);
    if (invalid.length > 0) return focusFirst(invalid.map((k) => `forgot-${k}`));
    setBusy(true);
    try {
      await forgotByEmail(username, email);
      setDone(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const text = (m: FieldMessage | undefined) => (m ? fieldMessageText(t, m) : null);
  return (
    <form
      id="forgot-form"
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? 'forgot-form-tab-email' : undefined}
      className="auth-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {done ? <FormAlert tone="success">{t(`errors.${FORGOT_EMAIL_MESSAGE}`)}</FormAlert> : null}
      {failure ? <FormAlert tone="error">{errorMessage(t, failure)}</FormAlert> : null}
      <TextField
        id="forgot-username"
        label={t('auth.fields.username')}
        value={values.username}
        onChange={(v) => set('username', v)}
        error={text(errors.username)}
        required
        autoComplete="username"
        autoCapitalize="off"
        maxLength={64}
      />
      <TextField
        id="forgot-email"
        label={t('auth.fields.email')}
        value={values.email}
        onChange={(v) => set('email', v)}
        error={text(errors.email)}
        required
        type="email"
        autoComplete="email"
        maxLength={255}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('auth.sendResetMail')}
        </button>
      </div>
      <BusyCover busy={busy} />
    </form>
  );
}
