import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getTotpResponse, setTotpResponse } from '@wl/contract/auth/totp';
import { ops } from '../../api/ops-client';
import { ErrorText } from '../../components/error-text';
import { Field } from '../../components/field';

/** The operator's own authenticator: the key to add, and a current code to turn it on or off. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const state = useQuery({
    queryKey: ['totp'],
    queryFn: () => ops({ path: '/ops/session/totp' }, getTotpResponse),
  });
  const toggle = useMutation({
    mutationFn: (enable: boolean) =>
      ops({ method: 'POST', path: '/ops/session/totp', body: { enable, code } }, setTotpResponse),
    onSuccess: async () => {
      setCode('');
      await client.invalidateQueries({ queryKey: ['totp'] });
    },
  });
  const enabled = state.data?.enabled ?? false;
  return (
    <section aria-labelledby="security-heading">
      <h1 id="security-heading">{t('security.heading')}</h1>
      <ErrorText error={state.error} />
      {state.data && <p>{enabled ? t('security.enabled') : t('security.scan')}</p>}
      {state.data?.secret && (
        <p>
          {t('security.secret')}: <code>{state.data.secret}</code>
        </p>
      )}
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          toggle.mutate(!enabled);
        }}
      >
        <Field label={t('security.code')}>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <button type="submit" disabled={toggle.isPending || !state.data}>
          {enabled ? t('security.turnOff') : t('security.turnOn')}
        </button>
      </form>
      <ErrorText error={toggle.error} />
    </section>
  );
}
