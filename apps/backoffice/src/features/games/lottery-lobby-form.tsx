import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  saveLotteryLobbyResponse,
  type OpsLobbyLottery,
} from '@wl/contract/games/ops-house-lottery';
import { ops } from '../../api/ops-client';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { LOTTERY_SETTINGS_KEY, LotteryPart, may } from './lottery-part';

/**
 * The lotteries the player lobby lists, in order (ADR 0040): switched on or off and moved up or
 * down here, saved together; the house is told on save so its own lobby page follows.
 */
export function LobbyForm({ lobby }: { lobby: OpsLobbyLottery[] }) {
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
    onSuccess: () => client.invalidateQueries({ queryKey: LOTTERY_SETTINGS_KEY }),
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
    <LotteryPart
      id="lobby-heading"
      title={t('lottery.lobby')}
      note={t('lottery.lobbyNote')}
      save={save}
      onSubmit={async (e) => {
        e.preventDefault();
        save.mutate();
      }}
      onCancel={() => setGames(lobby)}
    >
      <DataTable
        caption={t('lottery.lobby')}
        columns={columns}
        rows={games}
        rowKey={(g) => g.gameCode}
      />
    </LotteryPart>
  );
}
