import { useTranslation } from 'react-i18next';
import { OpsError } from '../api/ops-client';

/** A refused call's message, in the operator's language, announced to screen readers. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const key = error instanceof OpsError ? error.messageKey : 'error_system';
  return (
    <p role="alert" className="error">
      {t(`errors.${key}`, { defaultValue: t('errors.error_system') })}
    </p>
  );
}

export const formatTime = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : '—');
