import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { GAME_CLASSIFY, GAME_TYPES } from '@wl/contract/games/common';
import { listOpsGamesResponse, opsGame, type OpsGame } from '@wl/contract/games/ops-games';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable, Pager } from '../../components/data-table';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText } from '../../components/error-text';
import { HouseRtpPanel } from './house-rtp-panel';
import { VendorsPanel } from './vendors-panel';
import { EditorForm, Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

interface Filters {
  vendorCode: string;
  gameType: string;
  classify: string;
  keyword: string;
}
const NO_FILTERS: Filters = { vendorCode: '', gameType: '', classify: '', keyword: '' };

/** Vendors and games: enable, hot, new, order, classification and minimum bet. */
export default function GamesPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState({ ...NO_FILTERS, pageNo: 1 });
  const [editing, setEditing] = useState<OpsGame | null>(null);
  const list = useQuery({
    queryKey: ['games', search],
    queryFn: () => ops({ path: '/ops/games', query: search }, listOpsGamesResponse),
  });
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'games.edit') : false;
  const yes = (on: boolean) => t(on ? 'games.yes' : 'games.no');
  const columns: ColumnDef<OpsGame, unknown>[] = [
    { header: t('games.vendor'), accessorKey: 'vendorCode' },
    { header: t('games.code'), accessorKey: 'gameCode' },
    { header: t('games.name'), accessorKey: 'name' },
    { header: t('games.classify'), accessorKey: 'classify' },
    { header: t('games.minBet'), accessorKey: 'minBet' },
    { header: t('games.enabled'), cell: ({ row }) => yes(row.original.enabled) },
    { header: t('games.isHot'), cell: ({ row }) => yes(row.original.isHot) },
    { header: t('games.isNew'), cell: ({ row }) => yes(row.original.isNew) },
    { header: t('games.sort'), accessorKey: 'sort' },
  ];
  const edit: ColumnDef<OpsGame, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) => (
      <button
        type="button"
        aria-label={t('games.editGame', { name: row.original.name })}
        onClick={() => setEditing(row.original)}
      >
        {t('games.edit')}
      </button>
    ),
  };
  const select = (name: 'gameType' | 'classify', options: readonly string[]) => (
    <Field label={t(`games.${name === 'gameType' ? 'type' : 'classify'}`)}>
      <select value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}>
        <option value="">{t('games.all')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <section aria-labelledby="games-heading" className="settings">
      <h1 id="games-heading">{t('games.heading')}</h1>
      <VendorsPanel canEdit={canEdit} />
      <HouseRtpPanel canEdit={canEdit} />
      <section aria-labelledby="game-list-heading">
        <h2 id="game-list-heading">{t('games.games')}</h2>
        <form
          className="filters"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch({ ...draft, vendorCode: draft.vendorCode.trim().toUpperCase(), pageNo: 1 });
          }}
        >
          <Field label={t('games.vendor')}>
            <input
              value={draft.vendorCode}
              onChange={(e) => setDraft({ ...draft, vendorCode: e.target.value })}
            />
          </Field>
          {select('gameType', GAME_TYPES)}
          {select('classify', GAME_CLASSIFY)}
          <Field label={t('games.keyword')}>
            <input
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </Field>
          <button type="submit">{t('games.search')}</button>
        </form>
        <ErrorText error={list.error} />
        <DataTable
          caption={t('games.games')}
          columns={canEdit ? [...columns, edit] : columns}
          rows={list.data?.list ?? []}
          rowKey={(g) => String(g.id)}
        />
        {list.data && (
          <Pager
            page={list.data.pageNum}
            pages={list.data.totalPages}
            total={list.data.total}
            onPage={(pageNo) => setSearch({ ...search, pageNo })}
          />
        )}
      </section>
      {editing && <GameEditor game={editing} onDone={() => setEditing(null)} />}
    </section>
  );
}

function GameEditor({ game, onDone }: { game: OpsGame; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { register, save, errorOf, onSubmit } = useEditor<OpsGame, unknown>({
    defaultValues: game,
    save: (g) =>
      ops(
        {
          method: 'PUT',
          path: `/ops/games/${game.id}`,
          body: {
            enabled: g.enabled,
            isHot: g.isHot,
            isNew: g.isNew,
            sort: Number(g.sort),
            classify: g.classify,
            minBet: g.minBet.trim(),
          },
        },
        opsGame,
      ),
    onSaved: async () => {
      await client.invalidateQueries({ queryKey: ['games'] });
      onDone();
    },
  });
  return (
    <EditorDialog title={t('games.editGame', { name: game.name })} onClose={onDone}>
      <EditorForm onSubmit={onSubmit} save={save} onCancel={onDone}>
        {(['enabled', 'isHot', 'isNew'] as const).map((name) => (
          <Field key={name} check label={t(`games.${name}`)} error={errorOf(name)}>
            <input type="checkbox" {...register(name)} />
          </Field>
        ))}
        <Field label={t('games.sort')} error={errorOf('sort')}>
          <input type="number" min={0} max={9999} {...register('sort')} />
        </Field>
        <Field label={t('games.classify')} error={errorOf('classify')}>
          <select {...register('classify')}>
            {GAME_CLASSIFY.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('games.minBet')} error={errorOf('minBet')}>
          <input inputMode="decimal" {...register('minBet', { required: true })} />
        </Field>
      </EditorForm>
    </EditorDialog>
  );
}
