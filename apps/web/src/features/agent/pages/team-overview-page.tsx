/**
 * Team overview (spec §2): the team's figures over a period and a chart of the house's profit
 * (valid bets − payouts) a day. Figures cover the whole team, the agent itself excluded.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { TeamOverviewDay } from '@wl/contract/agent/get-team-overview';
import { useToken } from '../../../api/use-session';
import { Loaded } from '../../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { teamOverviewQuery, type Period } from '../api/agent-api';
import { PeriodPicker, periodQuery } from '../period-picker';
import { DayChart } from '../day-chart';

const COUNTS = ['teamSize', 'directSize', 'newMembers', 'activeMembers'] as const;
const AMOUNTS = ['deposit', 'withdraw', 'validBet', 'payout', 'profit'] as const;

export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [period, setPeriod] = useState<Period>({ quick: 'last7days' });
  const overview = useQuery(teamOverviewQuery(token, periodQuery(period)));
  return (
    <div className="ac-stack">
      <PeriodPicker value={period} onChange={setPeriod} />
      <Loaded query={overview}>
        {(o) => (
          <>
            <dl className="ac-figures" data-testid="team-overview">
              {COUNTS.map((key) => (
                <Figure key={key} label={t(`agentCentre.overview.${key}`)} value={String(o[key])} />
              ))}
              {AMOUNTS.map((key) => (
                <Figure
                  key={key}
                  label={t(`agentCentre.overview.${key}`)}
                  value={showMoney(o[key], symbol)}
                />
              ))}
            </dl>
            <DayChart
              title={t('agentCentre.overview.chartTitle')}
              points={o.days.map((d: TeamOverviewDay) => ({ day: d.day, amount: d.profit }))}
              format={(amount) => showMoney(amount, symbol)}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}

function Figure(props: { label: string; value: string }) {
  return (
    <div className="ac-figure">
      <dt>{props.label}</dt>
      <dd>{props.value}</dd>
    </div>
  );
}
