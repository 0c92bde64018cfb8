import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { roleAllows } from '@wl/contract/operators/roles';
import { listOpsMissionsResponse, type OpsMissionView } from '@wl/contract/rewards/ops-missions';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { CsvButton, DataTable } from '../../components/data-table';
import { ErrorText } from '../../components/error-text';
import { MissionEditor } from './mission-editor';

/**
 * Missions (daily and weekly goals: login days, deposits, turnover, rounds, invited friends)
 * with their reward; create and edit. A changed target applies to the current period and
 * progress already made is kept (the server's rule).
 */
export default function MissionsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<OpsMissionView | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['missions'],
    queryFn: () => ops({ path: '/ops/missions' }, listOpsMissionsResponse),
  });
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'missions.edit') : false;
  const rows = list.data?.list ?? [];
  const columns: ColumnDef<OpsMissionView, unknown>[] = [
    { header: t('engagement.id'), accessorKey: 'id' },
    { header: t('engagement.title'), accessorKey: 'title' },
    {
      header: t('engagement.period'),
      cell: ({ row }) => t(`engagement.periods.${row.original.period}`),
    },
    {
      header: t('engagement.missionKind'),
      cell: ({ row }) => t(`engagement.missionKinds.${row.original.kind}`),
    },
    { header: t('engagement.gameType'), cell: ({ row }) => row.original.gameType ?? '—' },
    { header: t('engagement.target'), accessorKey: 'target' },
    { header: t('engagement.reward'), accessorKey: 'reward' },
    {
      header: t('engagement.enabled'),
      cell: ({ row }) => t(row.original.active ? 'engagement.yes' : 'engagement.no'),
    },
  ];
  if (canEdit) {
    columns.push({
      header: t('table.actions'),
      cell: ({ row }) => (
        <button
          type="button"
          aria-label={t('engagement.editMission', { title: row.original.title })}
          onClick={() => setEditing(row.original)}
        >
          {t('engagement.edit')}
        </button>
      ),
    });
  }
  return (
    <section aria-labelledby="missions-heading" className="settings">
      <h1 id="missions-heading">{t('engagement.missionsHeading')}</h1>
      <div className="filters">
        {canEdit && (
          <button type="button" onClick={() => setEditing('new')}>
            {t('engagement.newMission')}
          </button>
        )}
        <CsvButton
          filename="missions.csv"
          header={['id', 'title', 'period', 'kind', 'gameType', 'target', 'reward', 'active']}
          rows={rows.map((m) => [
            m.id,
            m.title,
            m.period,
            m.kind,
            m.gameType ?? '',
            m.target,
            m.reward,
            String(m.active),
          ])}
        />
      </div>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('engagement.missionsHeading')}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
      />
      {editing && (
        <MissionEditor
          mission={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void client.invalidateQueries({ queryKey: ['missions'] });
          }}
        />
      )}
    </section>
  );
}
