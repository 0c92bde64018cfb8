import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { roleAllows } from '@wl/contract/operators/roles';
import { missionKind, missionPeriod } from '@wl/contract/rewards/missions';
import {
  listOpsMissionsResponse,
  opsMissionView,
  type OpsMissionView,
} from '@wl/contract/rewards/ops-missions';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { CsvButton, DataTable } from '../../components/data-table';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText } from '../../components/error-text';

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

interface MissionForm {
  title: string;
  titleTw: string;
  period: OpsMissionView['period'];
  kind: OpsMissionView['kind'];
  gameType: string;
  target: string;
  reward: string;
  active: boolean;
  sort: number;
}

function MissionEditor(props: { mission: OpsMissionView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const m = props.mission;
  const { register, handleSubmit } = useForm<MissionForm>({
    defaultValues: {
      title: m?.title ?? '',
      titleTw: m?.titles.tw ?? '',
      period: m?.period ?? 'daily',
      kind: m?.kind ?? 'deposit',
      gameType: m?.gameType ?? '',
      target: m?.target ?? '',
      reward: m?.reward ?? '',
      active: m?.active ?? true,
      sort: m?.sort ?? 0,
    },
  });
  const save = useMutation({
    mutationFn: (v: MissionForm) =>
      ops(
        {
          method: 'POST',
          path: m ? `/ops/missions/${m.id}` : '/ops/missions',
          body: {
            title: v.title,
            // Other languages the mission already has are kept; Traditional Chinese is edited here.
            titles: { ...m?.titles, ...(v.titleTw.trim() ? { tw: v.titleTw.trim() } : {}) },
            period: v.period,
            kind: v.kind,
            gameType: v.gameType.trim() || null,
            target: v.target,
            reward: v.reward,
            active: v.active,
            sort: Number(v.sort),
          },
        },
        opsMissionView,
      ),
    onSuccess: props.onDone,
  });
  const title = m ? t('engagement.editMission', { title: m.title }) : t('engagement.newMission');
  return (
    <EditorDialog title={title} onClose={props.onDone}>
      <form className="editor-form" onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
        <label>
          {t('engagement.title')}
          <input {...register('title', { required: true, maxLength: 60 })} />
        </label>
        <label>
          {t('engagement.titleTw')}
          <input {...register('titleTw', { maxLength: 60 })} />
        </label>
        <label>
          {t('engagement.period')}
          <select {...register('period')}>
            {missionPeriod.options.map((p) => (
              <option key={p} value={p}>
                {t(`engagement.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('engagement.missionKind')}
          <select {...register('kind')}>
            {missionKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`engagement.missionKinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('engagement.gameTypeOptional')}
          <input {...register('gameType', { pattern: /^([A-Z]{2,16})?$/ })} />
        </label>
        <label>
          {t('engagement.target')}
          <input inputMode="decimal" {...register('target', { required: true })} />
        </label>
        <label>
          {t('engagement.reward')}
          <input inputMode="decimal" {...register('reward', { required: true })} />
        </label>
        <label>
          {t('engagement.sort')}
          <input type="number" min={0} max={9999} {...register('sort')} />
        </label>
        <label className="check">
          <input type="checkbox" {...register('active')} />
          {t('engagement.enabled')}
        </label>
        <ErrorText error={save.error} />
        <div className="row-actions">
          <button type="submit" disabled={save.isPending}>
            {t('engagement.save')}
          </button>
          <button type="button" className="secondary" onClick={props.onDone}>
            {t('engagement.cancel')}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
