/**
 * Second-step settings: the authenticator app (TOTP, RFC 6238). While off, the server keeps a
 * pending secret: the QR code and the secret are shown, and a current code turns it on. While
 * on, a current code turns it off.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/use-translation';
import { QrCode } from '../../../../components/qr-code';
import { FormAlert, focusFirst } from '../../../../components/form/form-alert';
import { TextField } from '../../../../components/form/text-field';
import { errorMessage } from '../../../../components/error-message';
import { LoadingBlock } from '../../../../components/query-state';
import { setTotp, useTotp } from '../../api/security';

export function AuthenticatorSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const totp = useTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const enabled = totp.data?.enabled ?? false;

  const submit = async () => {
    setFailure(null);
    setDone(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('security.totpCodeFormat'));
      return focusFirst(['mc-totp-code']);
    }
    setBusy(true);
    try {
      const result = await setTotp(!enabled, code.trim());
      setCode('');
      setOpen(false);
      setDone(t(result.enabled ? 'security.totpOn' : 'security.totpOff'));
      await client.invalidateQueries({ queryKey: ['member'] });
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mc-item">
      <div className="mc-item__head">
        <div>
          <strong>{t('security.authenticator')}</strong>
          <p className="mc-muted">{t('security.authenticatorHint')}</p>
        </div>
        {totp.data ? (
          <div className="mc-item__actions">
            <span className={enabled ? 'mc-status mc-status--on' : 'mc-status'}>
              {t(enabled ? 'security.on' : 'security.off')}
            </span>
            <button
              type="button"
              className="btn"
              aria-expanded={open}
              aria-controls="mc-totp-form"
              onClick={() => {
                setOpen(!open);
                setDone(null);
              }}
            >
              {t(enabled ? 'security.totpDisable' : 'security.totpSetUp')}
            </button>
          </div>
        ) : null}
      </div>
      {totp.isPending ? <LoadingBlock /> : null}
      {totp.isError ? <FormAlert tone="error">{errorMessage(t, totp.error)}</FormAlert> : null}
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      {totp.data && open ? (
        <form
          id="mc-totp-form"
          className="mc-form"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure ? <FormAlert tone="error">{errorMessage(t, failure)}</FormAlert> : null}
          {!enabled && totp.data.otpauthUrl ? (
            <div className="mc-totp-setup">
              <QrCode className="mc-qr" text={totp.data.otpauthUrl} label={t('security.totpQr')} />
              <div>
                <p>{t('security.totpScan')}</p>
                <p className="mc-muted">{t('security.totpSecret')}</p>
                <code className="mc-secret">{totp.data.secret}</code>
              </div>
            </div>
          ) : null}
          <TextField
            id="mc-totp-code"
            label={t('security.totpCode')}
            value={code}
            onChange={(v) => {
              setCode(v);
              setError(null);
            }}
            error={error}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {t(enabled ? 'security.totpDisable' : 'security.totpEnable')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
