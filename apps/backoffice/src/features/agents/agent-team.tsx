import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { getTeamOverviewValue, type TeamOverviewDay } from '@wl/contract/agent/get-team-overview';
import { QUICK_RANGES } from '@wl/contract/bet-records/common';
import { ops } from '../../api/ops-client';
import { CsvButton, DataTable } from '../../components/data-table';
import { DayBars } from '../../components/day-bars';
import { ErrorText } from '../../components/error-text';
import { Field } from '../../components/field';

type Period = { quick?: string; startDate?: string; endDate?: string };

const FIGURES = ['deposit', 'withdraw', 'validBet', 'payout', 'profit'] as const;

/** The agent's team over a period (the agent centre's overview): totals, a chart, the days. */
export function AgentTeam({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Period>({ quick: 'last7days' });
  const [period, setPeriod] = useState<Period>(draft);
  const team = useQuery({
    queryKey: ['agent-team', memberId, period],
    queryFn: () =>
      ops({ path: `/ops/agents/${memberId}/team`, query: period }, getTeamOverviewValue),
  });
  const v = team.data;
  const columns: ColumnDef<TeamOverviewDay, unknown>[] = [
    { header: t('agents.day'), accessorKey: 'day' },
    { header: t('agents.newMembers'), accessorKey: 'newMembers' },
    ...FIGURES.map((f) => ({ header: t(`agents.figures.${f}`), accessorKey: f })),
  ];
  return (
    <section aria-labelledby="agent-team-heading">
      <h2 id="agent-team-heading">{t('agents.team')}</h2>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setPeriod(draft.quick ? { quick: draft.quick } : draft);
        }}
      >
        <Field label={t('agents.period')}>
          <select
            value={draft.quick ?? ''}
            onChange={(e) => setDraft({ ...draft, quick: e.target.value || undefined })}
          >
            {QUICK_RANGES.map((q) => (
              <option key={q} value={q}>
                {t(`agents.quick.${q}`)}
              </option>
            ))}
            <option value="">{t('agents.quick.custom')}</option>
          </select>
        </Field>
        {!draft.quick && (
          <>
            <Field label={t('agents.from')}>
              <input
                type="date"
                required
                value={draft.startDate ?? ''}
                onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
              />
            </Field>
            <Field label={t('agents.to')}>
              <input
                type="date"
                required
                value={draft.endDate ?? ''}
                onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
              />
            </Field>
          </>
        )}
        <button type="submit">{t('agents.show')}</button>
      </form>
      <ErrorText error={team.error} />
      {v && (
        <>
          <dl className="profile">
            {(
              [
                ['agents.teamSize', v.teamSize],
                ['agents.directSize', v.directSize],
                ['agents.activeMembers', v.activeMembers],
                ['agents.newMembers', v.newMembers],
                ['agents.betCount', v.betCount],
                ...FIGURES.map((f) => [`agents.figures.${f}`, v[f]] as const),
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <DayBars
            title={t('agents.profitByDay', { from: v.startDate, to: v.endDate })}
            days={v.days.map((d) => ({ day: d.day, value: d.profit }))}
          />
          <CsvButton
            filename={`team-${memberId}-${v.startDate}-${v.endDate}.csv`}
            header={['day', 'newMembers', ...FIGURES]}
            rows={v.days.map((d) => [d.day, String(d.newMembers), ...FIGURES.map((f) => d[f])])}
          />
          <DataTable
            caption={t('agents.team')}
            columns={columns}
            rows={v.days}
            rowKey={(d) => d.day}
          />
        </>
      )}
    </section>
  );
}
