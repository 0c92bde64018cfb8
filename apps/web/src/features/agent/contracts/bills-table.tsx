/**
 * Settlements (bills) of contracts: one contract's (with its turnover and ratio) or the
 * agent's income across contracts (with the kind and who paid).
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { BillView } from '@wl/contract/contracts/contract-income';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';

export function BillsTable(props: { bills: BillView[]; variant: 'contract' | 'income' }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  if (props.bills.length === 0) return <p>{t('agentContracts.noBills')}</p>;
  const contract = props.variant === 'contract';
  return (
    <div className="ct-scroll">
      <table className="ct-table" data-testid={`ct-bills-${props.variant}`}>
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.period')}</th>
            <th scope="col">{t(contract ? 'agentContracts.turnover' : 'agentContracts.kind')}</th>
            <th scope="col">{t(contract ? 'agentContracts.ratio' : 'agentContracts.payer')}</th>
            <th scope="col">{t('agentContracts.amount')}</th>
            <th scope="col">{t('agentContracts.paid')}</th>
            <th scope="col">{t('agentContracts.status')}</th>
          </tr>
        </thead>
        <tbody>
          {props.bills.map((b) => (
            <tr key={b.billId} data-status={b.status}>
              <td>{formatTime(b.periodStart)}</td>
              <td>
                {contract ? showMoney(b.turnover, symbol) : t(`agentContracts.kinds.${b.kind}`)}
              </td>
              <td>
                {contract ? `${b.ratio}%` : (b.payerUsername ?? t('agentContracts.platform'))}
              </td>
              <td>{showMoney(b.amount, symbol)}</td>
              <td>{showMoney(b.paid, symbol)}</td>
              <td>{t(`agentContracts.billStatus.${b.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
