/**
 * The running settlement window of a contract (the real-time salary's 5 minutes): the team's
 * turnover and the salary accrued so far, and a countdown to the settlement. When the window
 * ends the page asks again, so the new window and the paid bill appear without a reload.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { GetContractHistoryResponse } from '@wl/contract/contracts/contract-income';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { useNow } from '../../../components/use-now';

type Window = NonNullable<GetContractHistoryResponse['currentWindow']>;

export function CurrentWindow(props: { window: Window; onEnded: () => void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const now = useNow();
  const leftMs = Math.max(0, props.window.end - now);
  const { onEnded } = props;
  useEffect(() => {
    if (leftMs === 0) onEnded();
  }, [leftMs, onEnded]);
  const seconds = Math.ceil(leftMs / 1000);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <dl className="ct-window" aria-label={t('agentContracts.currentWindow')}>
      <div>
        <dt>{t('agentContracts.windowTurnover')}</dt>
        <dd>{showMoney(props.window.turnover, symbol)}</dd>
      </div>
      <div>
        <dt>{t('agentContracts.accrued')}</dt>
        <dd data-testid="ct-accrued">{showMoney(props.window.accrued, symbol)}</dd>
      </div>
      <div>
        <dt>{t('agentContracts.nextSettlement')}</dt>
        <dd>
          <time role="timer" aria-live="off">
            {clock}
          </time>
        </dd>
      </div>
    </dl>
  );
}
