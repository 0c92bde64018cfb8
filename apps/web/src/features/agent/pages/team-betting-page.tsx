/** Team betting (spec §2): the rounds of the agent's team over a period, with totals. */
import { useTranslation } from '../../../i18n/use-translation';
import type { GetTeamBettingValue } from '@wl/contract/agent/list-team-reports';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { teamBettingQuery } from '../api/agent-api';
import { ReportFrame } from '../report-frame';

type Row = GetTeamBettingValue['list'][number];

export default function TeamBettingPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const m = (a: string) => showMoney(a, symbol);
  return (
    <ReportFrame<Row, GetTeamBettingValue>
      query={teamBettingQuery}
      rowKey={(r) => r.id}
      summary={(v) => (
        <p className="ac-muted">
          {t('agentCentre.reports.betTotals', {
            count: v.totals.count,
            validBet: m(v.totals.validBet),
            profit: m(v.totals.profit),
          })}
        </p>
      )}
      columns={[
        { key: 'time', label: t('agentCentre.reports.time'), cell: (r) => formatTime(r.startedAt) },
        { key: 'user', label: t('agentCentre.team.username'), cell: (r) => r.username },
        {
          key: 'game',
          label: t('agentCentre.reports.game'),
          cell: (r) => `${r.vendorCode} · ${r.gameCode}`,
        },
        { key: 'valid', label: t('agentCentre.overview.validBet'), cell: (r) => m(r.validBet) },
        { key: 'payout', label: t('agentCentre.overview.payout'), cell: (r) => m(r.payout) },
        { key: 'profit', label: t('agentCentre.reports.memberProfit'), cell: (r) => m(r.profit) },
      ]}
    />
  );
}
