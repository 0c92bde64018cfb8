/** What a section shows while its data loads or when loading failed (with a retry). */
import { useTranslation } from '../i18n/use-translation';
import { errorMessage } from './error-message';
import './query-state.css';

export function LoadingBlock() {
  const { t } = useTranslation();
  return (
    <div className="query-state" role="status">
      <span className="query-state__spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="query-state query-state--error" role="alert">
      <p>{errorMessage(t, error)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
