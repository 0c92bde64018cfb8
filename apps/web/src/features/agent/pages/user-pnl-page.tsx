/** User profit and loss (spec §2): each member of the team over a period, sortable. */
import { useTranslation } from '../../../i18n/use-translation';
import type { GetDownlinePnlValue } from '@wl/contract/agent/list-team-reports';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { downlinePnlQuery } from '../api/agent-api';
import { ReportFrame } from '../report-frame';

type Row = GetDownlinePnlValue['list'][number];

export default function UserPnlPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const m = (a: string) => showMoney(a, symbol);
  return (
    <ReportFrame<Row, GetDownlinePnlValue>
      query={downlinePnlQuery}
      rowKey={(r) => String(r.memberId)}
      defaultSort="profit"
      columns={[
        { key: 'user', label: t('agentCentre.team.username'), cell: (r) => r.username },
        { key: 'bets', label: t('agentCentre.reports.bets'), cell: (r) => r.betCount },
        {
          key: 'valid',
          label: t('agentCentre.overview.validBet'),
          cell: (r) => m(r.validBet),
          sort: 'validBet',
        },
        {
          key: 'payout',
          label: t('agentCentre.overview.payout'),
          cell: (r) => m(r.payout),
          sort: 'payout',
        },
        {
          key: 'profit',
          label: t('agentCentre.reports.memberProfit'),
          cell: (r) => m(r.profit),
          sort: 'profit',
        },
        {
          key: 'deposit',
          label: t('agentCentre.overview.deposit'),
          cell: (r) => m(r.deposit),
          sort: 'deposit',
        },
        {
          key: 'withdraw',
          label: t('agentCentre.overview.withdraw'),
          cell: (r) => m(r.withdraw),
          sort: 'withdraw',
        },
      ]}
    />
  );
}
