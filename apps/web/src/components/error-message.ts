import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';

/** The translated text for a failure: the server's message key when we have a text for it. */
export function errorMessage(t: TFunction, error: unknown): string {
  const key = error instanceof ApiError ? `errors.${error.messageKey}` : 'errors.error_system';
  // Message keys come from the server at run time, so they cannot be checked at compile time.
  if (i18n.exists(key)) return t(key as 'errors.error_system');
  return t('errors.error_system');
}
