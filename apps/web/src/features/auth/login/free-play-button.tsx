/** Free play (FREEPLAY3): a trial account (type 4) with play money, in one click. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { errorMessage } from '../../../components/error-message';
import { startFreePlay } from '../api/log-in';
import type { LoginType } from '../shared/sign-in';

export function FreePlayButton(props: {
  onSignIn: (value: LoginValue, type: LoginType) => Promise<void>;
  className?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await props.onSignIn(await startFreePlay(), 'freeplay');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={props.className ?? 'free-play'}>
      <button
        type="button"
        className="btn btn--ghost free-play__btn"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void start()}
      >
        {t('auth.freePlay')}
      </button>
      {failure ? (
        <p className="field__error" role="alert">
          {errorMessage(t, failure)}
        </p>
      ) : null}
    </div>
  );
}
