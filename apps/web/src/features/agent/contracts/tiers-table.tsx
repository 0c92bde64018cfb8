/** A contract's tiers: ratio and the thresholds that unlock it. */
import { useTranslation } from '../../../i18n/use-translation';
import type { ContractView } from '@wl/contract/contracts/process-contract';

export function TiersTable(props: { tiers: ContractView['tiers']; showLoss: boolean }) {
  const { t } = useTranslation();
  return (
    <table className="ct-table">
      <caption className="visually-hidden">{t('agentContracts.tiers')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agentContracts.ratio')}</th>
          <th scope="col">{t('agentContracts.minTurnover')}</th>
          {props.showLoss && <th scope="col">{t('agentContracts.minLoss')}</th>}
          <th scope="col">{t('agentContracts.minActive')}</th>
        </tr>
      </thead>
      <tbody>
        {props.tiers.map((tier, i) => (
          <tr key={i}>
            <td>{tier.ratio}%</td>
            <td>{tier.minTurnover}</td>
            {props.showLoss && <td>{tier.minLoss}</td>}
            <td>{tier.minActiveMembers}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
