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
 * The save and its outcome live here, outside the table, so a refreshed list keeps the message.
 */
export function HouseRtpPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Typed values live here: the table's cells are re-created on every render.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const list = useQuery({
    queryKey: ['house-rtp'],
    queryFn: () => ops({ path: '/ops/house-rtp' }, listHouseRtpResponse),
  });
  const save = useMutation({
    mutationFn: (change: { gameCode: string; rtpBp: number }) =>
      ops({ method: 'POST', path: '/ops/house-rtp', body: change }, opsHouseRtp),
    onSuccess: () => client.invalidateQueries({ queryKey: ['house-rtp'] }),
  });
  const columns: ColumnDef<OpsHouseRtp, unknown>[] = [
    { header: t('games.code'), accessorKey: 'gameCode' },
    {
      header: t('games.rtp'),
      cell: ({ row }) =>
        canEdit ? (
          <RtpForm
            game={row.original}
            value={drafts[row.original.gameCode] ?? percent(row.original.rtpBp)}
            onChange={(v) => setDrafts({ ...drafts, [row.original.gameCode]: v })}
            pending={save.isPending}
            onSave={(rtpBp) => save.mutate({ gameCode: row.original.gameCode, rtpBp })}
          />
        ) : (
          `${percent(row.original.rtpBp)} %`
        ),
    },
  ];
  return (
    <section aria-labelledby="house-rtp-heading">
      <h2 id="house-rtp-heading">{t('games.houseRtp')}</h2>
      <p className="muted">{t('games.houseRtpNote')}</p>
      <ErrorText error={list.error ?? save.error} />
      <DataTable
        caption={t('games.houseRtp')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(g) => g.gameCode}
      />
      <p role="status">{save.isSuccess ? t('games.rtpSaved') : ''}</p>
    </section>
  );
}

function RtpForm(props: {
  game: OpsHouseRtp;
  value: string;
  onChange: (value: string) => void;
  pending: boolean;
  onSave: (rtpBp: number) => void;
}) {
  const { game } = props;
  const { t } = useTranslation();
  const rangeId = `rtp-range-${game.gameCode}`;
  return (
    <form
      className="row-actions"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(Math.round(Number(props.value) * 100));
      }}
    >
      <label>
        <span className="visually-hidden">{t('games.rtpOf', { game: game.gameCode })}</span>
        <input
          type="number"
          inputMode="decimal"
          step="0.01"
          value={props.value}
          aria-describedby={rangeId}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </label>
      <span id={rangeId} className="muted">
        {t('games.rtpRange', { min: percent(game.rtpMinBp), max: percent(game.rtpMaxBp) })}
      </span>
      <button type="submit" disabled={props.pending}>
        {t('games.save')}
      </button>
    </form>
  );
}
