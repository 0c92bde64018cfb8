import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { GGR_GROUPS } from '@wl/contract/reports/ops-reports';
import { ops } from '../../api/ops-client';
import { CsvButton, DataTable } from '../../components/data-table';
import { ErrorText } from '../../components/error-text';
import { PeriodPicker, type Period } from './period-picker';
import { ReportChart } from './report-chart';
import {
  REPORT_IDS,
  REPORTS,
  showFigure,
  type FigureRow,
  type ReportAnswer,
  type ReportId,
} from './report-definitions';
import './reports.css';
import { Field } from '../../components/field';

type Group = (typeof GGR_GROUPS)[number];
type TableRow = { first: string } & FigureRow;

/**
 * The reports (issue 13): GGR by day, vendor or game type; deposits and withdrawals; new,
 * active and depositing members; bonus cost and agent payouts. Each shows its period's totals,
 * a chart of its days and a table with CSV export.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [report, setReport] = useState<ReportId>('ggr');
  const [period, setPeriod] = useState<Period>({ quick: 'last7days' });
  const [group, setGroup] = useState<Group>('day');
  const def = REPORTS[report];
  const query = { ...period, ...(report === 'ggr' ? { by: group } : {}) };
  const answer = useQuery({
    queryKey: ['report', report, query],
    queryFn: () => ops({ path: def.path, query }, def.value),
  });
  const data: ReportAnswer | undefined = answer.data;
  const show = (field: string, value: FigureRow[string]) =>
    showFigure(field, value, i18n.language, def.money);
  const firstLabel = report === 'ggr' ? t(`reports.groups.${group}`) : t('reports.groups.day');
  const firstOf = (key: string) => (key === '' ? t('reports.noGameType') : key);
  const rows: TableRow[] =
    data?.rows?.map((r) => ({ ...r, first: firstOf(r.key) })) ??
    data?.days.map((d) => ({ ...d, first: d.day })) ??
    [];
  const columns: ColumnDef<TableRow, unknown>[] = [
    { header: firstLabel, cell: ({ row }) => row.original.first },
    ...def.fields.map((field): ColumnDef<TableRow, unknown> => ({
      header: t(`reports.fields.${field}`),
      cell: ({ row }) => show(field, row.original[field] ?? null),
    })),
  ];
  const chart = useMemo(
    () =>
      def.chart.map((field) => ({
        label: t(`reports.fields.${field}`),
        values: (data?.days ?? []).map((d) => Number(d[field] ?? 0)),
      })),
    [data, def, t],
  );
  const days = useMemo(() => (data?.days ?? []).map((d) => d.day), [data]);

  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading">{t('reports.heading')}</h1>
      <nav className="filters" aria-label={t('reports.which')}>
        {REPORT_IDS.map((id) => (
          <button
            key={id}
            type="button"
            className={id === report ? undefined : 'secondary'}
            aria-current={id === report ? 'page' : undefined}
            onClick={() => setReport(id)}
          >
            {t(`reports.names.${id}`)}
          </button>
        ))}
      </nav>
      <PeriodPicker period={period} onChange={setPeriod} />
      {report === 'ggr' && (
        <div className="filters">
          <Field label={t('reports.groupBy')}>
            <select value={group} onChange={(e) => setGroup(e.target.value as Group)}>
              {GGR_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`reports.groups.${g}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      <ErrorText error={answer.error} />
      {data && (
        <>
          <p>
            {t('reports.range', {
              from: data.startDate,
              to: data.endDate,
              currency: data.currency,
            })}
          </p>
          <dl className="report-totals">
            {def.fields.map((field) => (
              <div key={field}>
                <dt>{t(`reports.fields.${field}`)}</dt>
                <dd>{show(field, data.total[field] ?? null)}</dd>
              </div>
            ))}
          </dl>
          <ReportChart
            title={t(`reports.chart.${report}`)}
            dayLabel={t('reports.groups.day')}
            days={days}
            series={chart}
          />
          <div className="filters">
            <CsvButton
              filename={`report-${report}-${data.startDate}-${data.endDate}.csv`}
              header={[firstLabel, ...def.fields.map((f) => t(`reports.fields.${f}`))]}
              rows={rows.map((r) => [r.first, ...def.fields.map((f) => String(r[f] ?? ''))])}
            />
          </div>
          <DataTable
            caption={t(`reports.names.${report}`)}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.first}
          />
        </>
      )}
    </section>
  );
}
