/**
 * The header balance (spec §2, §4): "updating" until the balance call answers (and while it
 * refreshes), then the amount with the merchant's currency symbol, two decimals and thousands
 * separators; a refresh button and a hide toggle that shows *** instead. Hiding is
 * remembered on this device.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBalance } from '../../api/member/balance';
import { useSystemStatus } from '../../api/system/get-status';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../components/icons';
import { formatMoneyText } from '../../i18n/format';

export const BALANCE_HIDDEN_KEY = 'balanceHidden';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean) {
  try {
    window.localStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // Not remembered: the choice lasts for this page.
  }
}

/** "₱1,234.50"; a balance that is not a decimal (a contract break) shows as a dash. */
export function formatBalance(amount: string, currencySymbol: string): string {
  return formatMoneyText(amount, { symbol: currencySymbol });
}

export function BalanceDisplay() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const balance = useBalance();
  const [hidden, setHidden] = useState(readHidden);
  const symbol = balance.data?.currencySymbol || status.info.settings.currencySymbol;
  const updating = balance.isFetching || !balance.data;
  let shown: string;
  if (hidden) shown = '***';
  else if (updating) shown = t('account.updating');
  else if (balance.data) shown = formatBalance(balance.data.sumBalance, symbol);
  else shown = '—';

  return (
    <div className="balance">
      <span className="visually-hidden">{t('account.balance')}</span>
      <span className="balance__amount" aria-live="polite" aria-busy={updating && !hidden}>
        <bdi>{shown}</bdi>
      </span>
      <button
        type="button"
        className="icon-btn balance__btn"
        aria-label={t('account.refreshBalance')}
        disabled={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <RefreshIcon className={balance.isFetching ? 'icon icon--spin' : 'icon'} />
      </button>
      <button
        type="button"
        className="icon-btn balance__btn"
        aria-label={t('account.hideBalance')}
        aria-pressed={hidden}
        onClick={() => {
          writeHidden(!hidden);
          setHidden(!hidden);
        }}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      {balance.isError && !balance.isFetching ? (
        <span className="visually-hidden" role="alert">
          {t('account.balanceFailed')}
        </span>
      ) : null}
    </div>
  );
}
