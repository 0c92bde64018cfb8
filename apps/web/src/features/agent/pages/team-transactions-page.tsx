/** Team transactions (spec §2 dictionaries): deposits and withdrawals of the agent's team. */
import { useTranslation } from '../../../i18n/use-translation';
import type { GetTeamTransactionsValue } from '@wl/contract/agent/list-team-reports';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { teamTransactionsQuery } from '../api/agent-api';
import { ReportFrame } from '../report-frame';

type Row = GetTeamTransactionsValue['list'][number];

export default function TeamTransactionsPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <ReportFrame<Row, GetTeamTransactionsValue>
      query={teamTransactionsQuery}
      rowKey={(r) => r.id}
      columns={[
        { key: 'time', label: t('agentCentre.reports.time'), cell: (r) => formatTime(r.createdAt) },
        { key: 'user', label: t('agentCentre.team.username'), cell: (r) => r.username },
        {
          key: 'kind',
          label: t('agentCentre.reports.kind'),
          cell: (r) => t(`agentCentre.overview.${r.kind}`),
        },
        {
          key: 'amount',
          label: t('agentCentre.reports.amount'),
          cell: (r) => showMoney(r.amount, symbol),
        },
        { key: 'status', label: t('agentCentre.reports.status'), cell: (r) => r.status },
      ]}
    />
  );
}
