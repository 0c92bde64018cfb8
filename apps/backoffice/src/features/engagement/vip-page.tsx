import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useEditor } from '../../components/use-editor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GAME_TYPES } from '@wl/contract/games/common';
import { roleAllows } from '@wl/contract/operators/roles';
import {
  listRebateRatesResponse,
  listVipLevelsResponse,
  rebateRateRow,
} from '@wl/contract/rewards/ops-rewards';
import { vipLevelView } from '@wl/contract/rewards/vip-progress';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable } from '../../components/data-table';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText } from '../../components/error-text';
import { EditorForm, Field } from '../../components/field';

type VipLevel = z.infer<typeof vipLevelView>;
type RebateRate = z.infer<typeof rebateRateRow>;
const MONEY_FIELDS = [
  'minValidBet',
  'minDeposit',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;

const canDo = (permission: string) => {
  const role = readSession()?.operator.role;
  return role ? roleAllows(role, permission) : false;
};

/** VIP levels (thresholds, bonuses, withdrawal limit) and rebate rates by game type and level. */
export default function VipPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<VipLevel | 'new' | null>(null);
  const levels = useQuery({
    queryKey: ['vip-levels'],
    queryFn: () => ops({ path: '/ops/vip-levels' }, listVipLevelsResponse),
  });
  const canEdit = canDo('vip.edit');
  const columns: ColumnDef<VipLevel, unknown>[] = [
    { header: t('engagement.level'), accessorKey: 'level' },
    { header: t('engagement.name'), accessorKey: 'name' },
    ...MONEY_FIELDS.map((f) => ({ header: t(`engagement.${f}`), accessorKey: f })),
    {
      header: t('engagement.dailyWithdrawalLimit'),
      cell: ({ row }) => row.original.dailyWithdrawalLimit ?? t('engagement.noLimit'),
    },
  ];
  const edit: ColumnDef<VipLevel, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) => (
      <button
        type="button"
        aria-label={t('engagement.editLevel', { level: row.original.level })}
        onClick={() => setEditing(row.original)}
      >
        {t('engagement.edit')}
      </button>
    ),
  };
  const next = Math.max(-1, ...(levels.data?.list ?? []).map((l) => l.level)) + 1;
  return (
    <section aria-labelledby="vip-heading" className="settings">
      <h1 id="vip-heading">{t('engagement.vipHeading')}</h1>
      {canEdit && (
        <div className="filters">
          <button type="button" onClick={() => setEditing('new')}>
            {t('engagement.newLevel')}
          </button>
        </div>
      )}
      <ErrorText error={levels.error} />
      <DataTable
        caption={t('engagement.vipHeading')}
        columns={canEdit ? [...columns, edit] : columns}
        rows={levels.data?.list ?? []}
        rowKey={(l) => String(l.level)}
      />
      {editing && (
        <LevelEditor
          level={editing === 'new' ? null : editing}
          nextLevel={next}
          onDone={() => setEditing(null)}
        />
      )}
      <RebateRates />
    </section>
  );
}

type LevelForm = Record<(typeof MONEY_FIELDS)[number] | 'name' | 'dailyWithdrawalLimit', string> & {
  level: number;
};

function LevelEditor(props: { level: VipLevel | null; nextLevel: number; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const l = props.level;
  const { register, save, errorOf, onSubmit } = useEditor<LevelForm, unknown>({
    defaultValues: {
      level: l?.level ?? props.nextLevel,
      name: l?.name ?? '',
      ...Object.fromEntries(MONEY_FIELDS.map((f) => [f, l?.[f] ?? '0'])),
      dailyWithdrawalLimit: l?.dailyWithdrawalLimit ?? '',
    },
    save: (v) =>
      ops(
        {
          method: 'PUT',
          path: `/ops/vip-levels/${v.level}`,
          body: {
            name: v.name,
            ...Object.fromEntries(MONEY_FIELDS.map((f) => [f, v[f].trim() || '0'])),
            dailyWithdrawalLimit: v.dailyWithdrawalLimit.trim() || null,
          },
        },
        vipLevelView,
      ),
    onSaved: async () => {
      await client.invalidateQueries({ queryKey: ['vip-levels'] });
      props.onDone();
    },
  });
  const title = l ? t('engagement.editLevel', { level: l.level }) : t('engagement.newLevel');
  return (
    <EditorDialog title={title} onClose={props.onDone}>
      <EditorForm onSubmit={onSubmit} save={save} onCancel={props.onDone}>
        <Field label={t('engagement.level')} error={errorOf('level')}>
          <input type="number" min={0} max={99} readOnly={l !== null} {...register('level')} />
        </Field>
        <Field label={t('engagement.name')} error={errorOf('name')}>
          <input {...register('name', { required: true, maxLength: 32 })} />
        </Field>
        {MONEY_FIELDS.map((f) => (
          <Field key={f} label={t(`engagement.${f}`)} error={errorOf(f)}>
            <input inputMode="decimal" {...register(f)} />
          </Field>
        ))}
        <Field label={t('engagement.dailyWithdrawalLimit')} error={errorOf('dailyWithdrawalLimit')}>
          <input
            inputMode="decimal"
            placeholder={t('engagement.noLimit')}
            {...register('dailyWithdrawalLimit')}
          />
        </Field>
      </EditorForm>
    </EditorDialog>
  );
}

/** Rates in basis points of valid bets (80 = 0.80 %); one row per game type and level. */
function RebateRates() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const rates = useQuery({
    queryKey: ['rebate-rates'],
    queryFn: () => ops({ path: '/ops/rebate-rates' }, listRebateRatesResponse),
  });
  const { register, handleSubmit } = useForm({
    defaultValues: { gameType: 'RNG', vipLevel: 0, rateBps: 0 },
  });
  const save = useMutation({
    mutationFn: (v: RebateRate) =>
      ops({ method: 'PUT', path: '/ops/rebate-rates', body: v }, rebateRateRow),
    onSuccess: () => client.invalidateQueries({ queryKey: ['rebate-rates'] }),
  });
  const columns: ColumnDef<RebateRate, unknown>[] = [
    { header: t('engagement.gameType'), accessorKey: 'gameType' },
    { header: t('engagement.level'), accessorKey: 'vipLevel' },
    {
      header: t('engagement.rate'),
      cell: ({ row }) => `${(row.original.rateBps / 100).toFixed(2)} %`,
    },
  ];
  return (
    <section aria-labelledby="rebate-heading">
      <h2 id="rebate-heading">{t('engagement.rebateHeading')}</h2>
      {canDo('rebate.edit') && (
        <form
          className="filters"
          onSubmit={(e) =>
            void handleSubmit((v) =>
              save.mutate({
                gameType: v.gameType,
                vipLevel: Number(v.vipLevel),
                rateBps: Number(v.rateBps),
              }),
            )(e)
          }
        >
          <Field label={t('engagement.gameType')}>
            <select {...register('gameType')}>
              {GAME_TYPES.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('engagement.level')}>
            <input type="number" min={0} max={99} {...register('vipLevel')} />
          </Field>
          <Field label={t('engagement.rateBps')}>
            <input type="number" min={0} max={500} {...register('rateBps')} />
          </Field>
          <button type="submit" disabled={save.isPending}>
            {t('engagement.setRate')}
          </button>
          <ErrorText error={save.error} />
        </form>
      )}
      <ErrorText error={rates.error} />
      <DataTable
        caption={t('engagement.rebateHeading')}
        columns={columns}
        rows={rates.data?.list ?? []}
        rowKey={(r) => `${r.gameType}:${r.vipLevel}`}
      />
    </section>
  );
}
