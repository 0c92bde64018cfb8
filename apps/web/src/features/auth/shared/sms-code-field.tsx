/**
 * The SMS verification code with its get-code button (spec §4): after a send the button
 * counts down expiredMinutes × 60 s and refuses to send again until zero; clicks closer than
 * a second apart are ignored. A failed send shows the server's message in a warning dialog.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../components/error-message';
import { WarningDialog } from '../../../components/warning-dialog';
import { sendSmsCode, type SmsPurpose } from '../api/codes';
import { useCountdown } from './use-countdown';
import { useThrottle } from './use-throttle';

export const SMS_CODE_MAX_LENGTH = 255;

export function SmsCodeField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  purpose: SmsPurpose;
  mobile: string;
  dialingCode: string;
  /** Checks the number before sending; false stops (the caller shows the field's error). */
  checkMobile: () => boolean;
}) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const allow = useThrottle(1000);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    // Refused while counting down, while a send is on its way, and within a second.
    if (remaining > 0 || sending || !allow()) return;
    if (!props.checkMobile()) return;
    setSending(true);
    try {
      const { expiredMinutes } = await sendSmsCode(props.purpose, props.mobile, props.dialingCode);
      start(expiredMinutes * 60);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <TextField
        id={props.id}
        label={t('auth.fields.verificationCode')}
        value={props.value}
        onChange={(v) => props.onChange(v.trim())}
        error={props.error}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX_LENGTH}
        hint={sent && remaining > 0 ? t('auth.smsSent') : undefined}
        adornment={
          <button
            type="button"
            className="field__adornment-btn"
            disabled={remaining > 0 || sending}
            onClick={() => void send()}
          >
            {remaining > 0 ? t('auth.smsResendIn', { seconds: remaining }) : t('auth.smsGet')}
          </button>
        }
      />
      {failure ? <WarningDialog message={failure} onClose={() => setFailure(null)} /> : null}
    </>
  );
}
