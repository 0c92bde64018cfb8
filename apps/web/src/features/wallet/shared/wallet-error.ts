/**
 * The text for a failed cashier call: the wallet's own translation of the server's message key
 * when there is one (ledger and cashier keys live under `wallet.errors`), else the site's.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../components/error-message';
import { i18n } from '../../../i18n/i18n';

export function walletErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `wallet.errors.${error.messageKey}`;
    // Keys arrive at run time, so they cannot be checked at compile time.
    if (i18n.exists(key)) return t(key as 'wallet.errors.error_insufficient_funds');
  }
  return errorMessage(t, error);
}
