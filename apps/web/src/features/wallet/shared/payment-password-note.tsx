/**
 * Shown when the merchant asks for a payment password and the member has none yet: money
 * cannot leave until one is set in the security centre (securityCenter page).
 */
import { useTranslation } from '../../../i18n/use-translation';

export function PaymentPasswordNote(props: { onOpenPage?: (pageKey: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-note" role="status">
      <p>{t('wallet.password.notSet')}</p>
      {props.onOpenPage ? (
        <button
          type="button"
          className="btn btn--primary wallet-btn-sm"
          onClick={() => props.onOpenPage?.('securityCenter')}
        >
          {t('wallet.password.goSet')}
        </button>
      ) : null}
    </div>
  );
}

/** Payment passwords are at least six characters (reference §6.4). */
export const PAYMENT_PASSWORD_MIN = 6;
