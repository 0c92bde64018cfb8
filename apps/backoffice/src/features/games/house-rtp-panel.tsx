import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  listHouseRtpResponse,
  opsHouseRtp,
  type OpsHouseRtp,
} from '@wl/contract/games/ops-house-rtp';
import { ops } from '../../api/ops-client';
import { DataTable } from '../../components/data-table';
import { ErrorText } from '../../components/error-text';

/** Basis points as a percent with two decimals: 9900 → "99.00". */
const percent = (bp: number) => (bp / 100).toFixed(2);

/**
 * The RTP of the house's provably fair games, within the range the house allows. A change
 * applies to rounds played after it; rounds already played keep (and verify with) their own.
 */
export function HouseRtpPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['house-rtp'],
    queryFn: () => ops({ path: '/ops/house-rtp' }, listHouseRtpResponse),
  });
  const columns: ColumnDef<OpsHouseRtp, unknown>[] = [
    { header: t('games.code'), accessorKey: 'gameCode' },
    {
      header: t('games.rtp'),
      cell: ({ row }) =>
        canEdit ? <RtpForm game={row.original} /> : `${percent(row.original.rtpBp)} %`,
    },
  ];
  return (
    <section aria-labelledby="house-rtp-heading">
      <h2 id="house-rtp-heading">{t('games.houseRtp')}</h2>
      <p className="muted">{t('games.houseRtpNote')}</p>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('games.houseRtp')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(g) => g.gameCode}
      />
    </section>
  );
}

function RtpForm({ game }: { game: OpsHouseRtp }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState(percent(game.rtpBp));
  const save = useMutation({
    mutationFn: () =>
      ops(
        {
          method: 'POST',
          path: '/ops/house-rtp',
          body: { gameCode: game.gameCode, rtpBp: Math.round(Number(value) * 100) },
        },
        opsHouseRtp,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['house-rtp'] }),
  });
  const range = t('games.rtpRange', { min: percent(game.rtpMinBp), max: percent(game.rtpMaxBp) });
  return (
    <form
      className="row-actions"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <label>
        <span className="visually-hidden">{t('games.rtpOf', { game: game.gameCode })}</span>
        <input
          type="number"
          inputMode="decimal"
          step="0.01"
          min={percent(game.rtpMinBp)}
          max={percent(game.rtpMaxBp)}
          value={value}
          aria-describedby={`rtp-range-${game.gameCode}`}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <span id={`rtp-range-${game.gameCode}`} className="muted">
        {range}
      </span>
      <button type="submit" disabled={save.isPending}>
        {t('games.save')}
      </button>
      {save.isSuccess && <span role="status">{t('games.rtpSaved')}</span>}
      <ErrorText error={save.error} />
    </form>
  );
}
