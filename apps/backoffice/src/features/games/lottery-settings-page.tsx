import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  getHouseLotteryResponse,
  opsLotteryTable,
  saveLotteryLobbyResponse,
  type GetHouseLotteryResponse,
  type OpsLobbyLottery,
  type OpsLotteryTable,
} from '@wl/contract/games/ops-house-lottery';
import { LOTTERY_FAMILIES, type LotteryFamily } from '@wl/contract/lottery/bet-types';
import { oddsRtpPercent, percentWithin } from '@wl/contract/lottery/odds-rtp';
import { roleAllows } from '@wl/contract/operators/roles';
import { parseMinor, toDecimalString } from '@wl/money/minor-units';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable } from '../../components/data-table';
import { ErrorText } from '../../components/error-text';
import { EditorForm, Field } from '../../components/field';
import { fieldErrors } from '../../components/field-errors';
import './lottery-settings.css';

type BetTypeRow = OpsLotteryTable['betTypes'][number];
const WHOLE = /^[1-9]\d{0,11}$/;
const QUERY_KEY = ['house-lottery'];

const may = (permission: string) => {
  const role = readSession()?.operator.role;
  return role ? roleAllows(role, permission) : false;
};

/**
 * Lottery settings (ADR 0040): per game family the odds of each bet type with its RTP computed
 * live as they are typed, which bet types players may place, the stake limits per bet; and the
 * lotteries the player lobby lists, in order. The house checks and keeps the tables; each form
 * saves its own part and shows the server's refusal under the field concerned.
 */
export default function LotterySettingsPage() {
  const { t } = useTranslation();
  const [family, setFamily] = useState<LotteryFamily>('vn-north');
  const settings = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => ops({ path: '/ops/house-lottery' }, getHouseLotteryResponse),
  });
  const table = settings.data?.tables.find((x) => x.family === family);
  return (
    <section aria-labelledby="lottery-heading" className="settings">
      <h1 id="lottery-heading">{t('lottery.heading')}</h1>
      <p className="muted">{t('lottery.note')}</p>
      <ErrorText error={settings.error} />
      <Field label={t('lottery.family')}>
        <select value={family} onChange={(e) => setFamily(e.target.value as LotteryFamily)}>
          {LOTTERY_FAMILIES.map((f) => (
            <option key={f} value={f}>
              {t(`lottery.families.${f}`)}
            </option>
          ))}
        </select>
      </Field>
      {settings.data && table && (
        <>
          <OddsForm key={`odds:${family}`} table={table} range={settings.data} />
          <SwitchesForm key={`switches:${family}`} table={table} />
          <LimitsForm key={`limits:${family}`} table={table} />
        </>
      )}
      {settings.data && <LobbyForm lobby={settings.data.lobby} />}
    </section>
  );
}

function useSave<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => ops({ method: 'PUT', path, body }, opsLotteryTable),
    onSuccess: () => client.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}

type OddsValues = { odds: Record<string, { win: string; per: string }> };

function OddsForm(props: { table: OpsLotteryTable; range: GetHouseLotteryResponse }) {
  const { t } = useTranslation();
  const { table, range } = props;
  const canEdit = may('lottery.odds');
  const defaultValues: OddsValues = {
    odds: Object.fromEntries(table.betTypes.map((b) => [b.betType, { win: b.win, per: b.per }])),
  };
  // `values`: the form follows what the server holds after a save (compared deeply).
  const { register, handleSubmit, watch, reset, formState } = useForm<OddsValues>({
    values: defaultValues,
  });
  const save = useSave<{ family: string; odds: OddsValues['odds'] }>('/ops/house-lottery/odds');
  const typed = watch('odds');
  // The server refuses a bet type's odds as `odds.<betType>`: shown under its "win" field.
  const serverPaths = Object.fromEntries(
    table.betTypes.map((b) => [`odds.${b.betType}.win`, [`odds.${b.betType}`]]),
  );
  const errorOf = fieldErrors(formState.errors, save.error, serverPaths);
  const name = (b: BetTypeRow) => t(`lottery.betTypes.${b.betType}`);
  const columns: ColumnDef<BetTypeRow, unknown>[] = [
    { header: t('lottery.betType'), cell: ({ row }) => name(row.original) },
    ...(['win', 'per'] as const).map((part): ColumnDef<BetTypeRow, unknown> => ({
      header: t(`lottery.${part}`),
      cell: ({ row }) => (
        <Field
          label={
            <span className="visually-hidden">
              {t(`lottery.${part}Of`, { betType: name(row.original) })}
            </span>
          }
          error={errorOf(`odds.${row.original.betType}.${part}`)}
        >
          <input
            inputMode="numeric"
            size={7}
            disabled={!canEdit}
            {...register(`odds.${row.original.betType}.${part}`, {
              required: true,
              pattern: WHOLE,
            })}
          />
        </Field>
      ),
    })),
    {
      header: t('lottery.rtp'),
      cell: ({ row }) => {
        const b = row.original;
        const odds = typed?.[b.betType];
        const rtp = odds ? oddsRtpPercent(odds.win, odds.per, b.hits) : null;
        const inRange =
          rtp !== null && percentWithin(rtp, range.rtpMinPercent, range.rtpMaxPercent);
        return (
          <span data-testid={`rtp-${b.betType}`} className={inRange ? undefined : 'field-error'}>
            {rtp === null ? '—' : `${rtp} %`}
            {rtp !== null && !inRange && ` · ${t('lottery.outOfRange')}`}
          </span>
        );
      },
    },
    {
      header: t('lottery.offered'),
      cell: ({ row }) => t(row.original.enabled ? 'games.yes' : 'games.no'),
    },
  ];
  return (
    <section aria-labelledby="odds-heading" className="lottery-odds">
      <h2 id="odds-heading">{t('lottery.odds')}</h2>
      <p className="muted">
        {t('lottery.oddsNote', { min: range.rtpMinPercent, max: range.rtpMaxPercent })}
      </p>
      <EditorForm
        onSubmit={handleSubmit((v) => save.mutate({ family: table.family, odds: v.odds }))}
        save={save}
        onCancel={() => reset(defaultValues)}
      >
        <DataTable
          caption={t('lottery.odds')}
          columns={columns}
          rows={table.betTypes}
          rowKey={(b) => b.betType}
        />
      </EditorForm>
      <p role="status">{save.isSuccess ? t('lottery.saved') : ''}</p>
    </section>
  );
}

function SwitchesForm({ table }: { table: OpsLotteryTable }) {
  const { t } = useTranslation();
  const canEdit = may('lottery.switches');
  const defaultValues = {
    on: Object.fromEntries(table.betTypes.map((b) => [b.betType, b.enabled])),
  };
  const { register, handleSubmit, reset } = useForm({ values: defaultValues });
  const save = useSave<{ family: string; switchedOff: string[] }>('/ops/house-lottery/switches');
  return (
    <section aria-labelledby="switches-heading">
      <h2 id="switches-heading">{t('lottery.switches')}</h2>
      <EditorForm
        onSubmit={handleSubmit((v) =>
          save.mutate({
            family: table.family,
            switchedOff: Object.entries(v.on).flatMap(([b, on]) => (on ? [] : [b])),
          }),
        )}
        save={save}
        onCancel={() => reset(defaultValues)}
      >
        {table.betTypes.map((b) => (
          <Field key={b.betType} check label={t(`lottery.betTypes.${b.betType}`)}>
            <input type="checkbox" disabled={!canEdit} {...register(`on.${b.betType}`)} />
          </Field>
        ))}
      </EditorForm>
      <p role="status">{save.isSuccess ? t('lottery.saved') : ''}</p>
    </section>
  );
}

function LimitsForm({ table }: { table: OpsLotteryTable }) {
  const { t } = useTranslation();
  const canEdit = may('lottery.limits');
  const defaultValues = {
    minStake: toDecimalString(BigInt(table.minStakeMinor)),
    maxStake: toDecimalString(BigInt(table.maxStakeMinor)),
  };
  const { register, handleSubmit, reset, formState } = useForm({ values: defaultValues });
  const save = useSave<{ family: string; minStakeMinor: string; maxStakeMinor: string }>(
    '/ops/house-lottery/limits',
  );
  const errorOf = fieldErrors(formState.errors, save.error, {
    minStake: ['minStakeMinor'],
    maxStake: ['maxStakeMinor'],
  });
  const amount = { required: true, validate: (v: string) => (parseMinor(v) ?? 0n) > 0n };
  return (
    <section aria-labelledby="limits-heading">
      <h2 id="limits-heading">{t('lottery.limits')}</h2>
      <EditorForm
        onSubmit={handleSubmit((v) =>
          save.mutate({
            family: table.family,
            minStakeMinor: String(parseMinor(v.minStake)),
            maxStakeMinor: String(parseMinor(v.maxStake)),
          }),
        )}
        save={save}
        onCancel={() => reset(defaultValues)}
      >
        <Field label={t('lottery.minStake')} error={errorOf('minStake')}>
          <input inputMode="decimal" disabled={!canEdit} {...register('minStake', amount)} />
        </Field>
        <Field label={t('lottery.maxStake')} error={errorOf('maxStake')}>
          <input inputMode="decimal" disabled={!canEdit} {...register('maxStake', amount)} />
        </Field>
      </EditorForm>
      <p role="status">{save.isSuccess ? t('lottery.saved') : ''}</p>
    </section>
  );
}

function LobbyForm({ lobby }: { lobby: OpsLobbyLottery[] }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const canEdit = may('lottery.lobby');
  const [games, setGames] = useState(lobby);
  const save = useMutation({
    mutationFn: () =>
      ops(
        {
          method: 'PUT',
          path: '/ops/house-lottery/lobby',
          body: { games: games.map((g) => ({ gameCode: g.gameCode, enabled: g.enabled })) },
        },
        saveLotteryLobbyResponse,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: QUERY_KEY }),
  });
  const nameOf = (g: OpsLobbyLottery) =>
    i18n.language.startsWith('zh') || i18n.language === 'tw' ? g.names.TW : g.names.EN;
  const move = (index: number, by: -1 | 1) => {
    const next = [...games];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setGames(next);
  };
  const columns: ColumnDef<OpsLobbyLottery, unknown>[] = [
    { header: t('lottery.place'), cell: ({ row }) => row.index + 1 },
    { header: t('lottery.lottery'), cell: ({ row }) => nameOf(row.original) },
    { header: t('games.code'), accessorKey: 'gameCode' },
    {
      header: t('lottery.listed'),
      cell: ({ row }) => (
        <Field
          check
          label={
            <span className="visually-hidden">
              {t('lottery.listedOf', { lottery: nameOf(row.original) })}
            </span>
          }
        >
          <input
            type="checkbox"
            disabled={!canEdit}
            checked={row.original.enabled}
            onChange={(e) =>
              setGames(
                games.map((g, i) => (i === row.index ? { ...g, enabled: e.target.checked } : g)),
              )
            }
          />
        </Field>
      ),
    },
    {
      header: t('table.actions'),
      cell: ({ row }) => (
        <span className="row-actions">
          <button
            type="button"
            className="secondary"
            disabled={!canEdit || row.index === 0}
            aria-label={t('lottery.moveUp', { lottery: nameOf(row.original) })}
            onClick={() => move(row.index, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="secondary"
            disabled={!canEdit || row.index === games.length - 1}
            aria-label={t('lottery.moveDown', { lottery: nameOf(row.original) })}
            onClick={() => move(row.index, 1)}
          >
            ↓
          </button>
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="lobby-heading">
      <h2 id="lobby-heading">{t('lottery.lobby')}</h2>
      <p className="muted">{t('lottery.lobbyNote')}</p>
      <EditorForm
        onSubmit={async (e) => {
          e.preventDefault();
          save.mutate();
        }}
        save={save}
        onCancel={() => setGames(lobby)}
      >
        <DataTable
          caption={t('lottery.lobby')}
          columns={columns}
          rows={games}
          rowKey={(g) => g.gameCode}
        />
      </EditorForm>
      <p role="status">{save.isSuccess ? t('lottery.saved') : ''}</p>
    </section>
  );
}
