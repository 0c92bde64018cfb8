import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  getHouseLotteryResponse,
  type GetHouseLotteryResponse,
  type OpsLotteryTable,
} from '@wl/contract/games/ops-house-lottery';
import { LOTTERY_FAMILIES, type LotteryFamily } from '@wl/contract/lottery/bet-types';
import { oddsRtpPercent, percentWithin } from '@wl/contract/lottery/odds-rtp';
import { parseMinor, toDecimalString } from '@wl/money/minor-units';
import { ops } from '../../api/ops-client';
import { DataTable } from '../../components/data-table';
import { ErrorText } from '../../components/error-text';
import { Field } from '../../components/field';
import { LobbyForm } from './lottery-lobby-form';
import { LOTTERY_SETTINGS_KEY, LotteryPart, may, useTableForm } from './lottery-part';
import './lottery-settings.css';

type BetTypeRow = OpsLotteryTable['betTypes'][number];
const WHOLE = /^[1-9]\d{0,11}$/;

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
    queryKey: LOTTERY_SETTINGS_KEY,
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

type OddsValues = { odds: Record<string, { win: string; per: string }> };

function OddsForm(props: { table: OpsLotteryTable; range: GetHouseLotteryResponse }) {
  const { t } = useTranslation();
  const { table, range } = props;
  const canEdit = may('lottery.odds');
  // The server refuses a bet type's odds as `odds.<betType>`: shown under its "win" field.
  const { form, save, errorOf, reset } = useTableForm<
    OddsValues,
    { family: string; odds: OddsValues['odds'] }
  >(
    '/ops/house-lottery/odds',
    {
      odds: Object.fromEntries(table.betTypes.map((b) => [b.betType, { win: b.win, per: b.per }])),
    },
    Object.fromEntries(table.betTypes.map((b) => [`odds.${b.betType}.win`, [`odds.${b.betType}`]])),
  );
  const typed = form.watch('odds');
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
            {...form.register(`odds.${row.original.betType}.${part}`, {
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
    <LotteryPart
      id="odds-heading"
      className="lottery-odds"
      title={t('lottery.odds')}
      note={t('lottery.oddsNote', { min: range.rtpMinPercent, max: range.rtpMaxPercent })}
      save={save}
      onSubmit={form.handleSubmit((v) => save.mutate({ family: table.family, odds: v.odds }))}
      onCancel={reset}
    >
      <DataTable
        caption={t('lottery.odds')}
        columns={columns}
        rows={table.betTypes}
        rowKey={(b) => b.betType}
      />
    </LotteryPart>
  );
}

function SwitchesForm({ table }: { table: OpsLotteryTable }) {
  const { t } = useTranslation();
  const canEdit = may('lottery.switches');
  const { form, save, reset } = useTableForm<
    { on: Record<string, boolean> },
    { family: string; switchedOff: string[] }
  >('/ops/house-lottery/switches', {
    on: Object.fromEntries(table.betTypes.map((b) => [b.betType, b.enabled])),
  });
  return (
    <LotteryPart
      id="switches-heading"
      title={t('lottery.switches')}
      save={save}
      onSubmit={form.handleSubmit((v) =>
        save.mutate({
          family: table.family,
          switchedOff: Object.entries(v.on).flatMap(([b, on]) => (on ? [] : [b])),
        }),
      )}
      onCancel={reset}
    >
      {table.betTypes.map((b) => (
        <Field key={b.betType} check label={t(`lottery.betTypes.${b.betType}`)}>
          <input type="checkbox" disabled={!canEdit} {...form.register(`on.${b.betType}`)} />
        </Field>
      ))}
    </LotteryPart>
  );
}

function LimitsForm({ table }: { table: OpsLotteryTable }) {
  const { t } = useTranslation();
  const canEdit = may('lottery.limits');
  const { form, save, errorOf, reset } = useTableForm<
    { minStake: string; maxStake: string },
    { family: string; minStakeMinor: string; maxStakeMinor: string }
  >(
    '/ops/house-lottery/limits',
    {
      minStake: toDecimalString(BigInt(table.minStakeMinor)),
      maxStake: toDecimalString(BigInt(table.maxStakeMinor)),
    },
    { minStake: ['minStakeMinor'], maxStake: ['maxStakeMinor'] },
  );
  const amount = { required: true, validate: (v: string) => (parseMinor(v) ?? 0n) > 0n };
  return (
    <LotteryPart
      id="limits-heading"
      title={t('lottery.limits')}
      save={save}
      onSubmit={form.handleSubmit((v) =>
        save.mutate({
          family: table.family,
          minStakeMinor: String(parseMinor(v.minStake)),
          maxStakeMinor: String(parseMinor(v.maxStake)),
        }),
      )}
      onCancel={reset}
    >
      <Field label={t('lottery.minStake')} error={errorOf('minStake')}>
        <input inputMode="decimal" disabled={!canEdit} {...form.register('minStake', amount)} />
      </Field>
      <Field label={t('lottery.maxStake')} error={errorOf('maxStake')}>
        <input inputMode="decimal" disabled={!canEdit} {...form.register('maxStake', amount)} />
      </Field>
    </LotteryPart>
  );
}
