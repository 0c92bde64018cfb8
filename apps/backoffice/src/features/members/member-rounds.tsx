import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  listMemberRoundsResponse,
  roundRecallResponse,
  roundStatus,
  type MemberRound,
  type VendorWalletCall,
} from '@wl/contract/member-admin/member-rounds';
import { ops } from '../../api/ops-client';
import { CsvButton, DataTable } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';
import { PagedTable } from '../../components/paged-table';
import { Field } from '../../components/field';

/** The member's bets as rounds, with a recall of what the vendor sent for any one of them. */
export function MemberRounds({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [vendorDraft, setVendorDraft] = useState('');
  const [filter, setFilter] = useState({ vendorCode: '', status: '', pageNo: 1 });
  const [recalled, setRecalled] = useState<MemberRound | null>(null);
  const rounds = useQuery({
    queryKey: ['member-rounds', memberId, filter],
    queryFn: () =>
      ops({ path: `/ops/members/${memberId}/rounds`, query: filter }, listMemberRoundsResponse),
  });
  const columns: ColumnDef<MemberRound, unknown>[] = [
    { header: t('member.time'), cell: ({ row }) => formatTime(row.original.startedAt) },
    { header: t('rounds.vendor'), accessorKey: 'vendorCode' },
    { header: t('rounds.game'), accessorKey: 'gameCode' },
    { header: t('rounds.stake'), accessorKey: 'stake' },
    { header: t('rounds.payout'), accessorKey: 'payout' },
    { header: t('rounds.winLoss'), accessorKey: 'winLoss' },
    { header: t('member.kind'), cell: ({ row }) => t(`rounds.statuses.${row.original.status}`) },
    {
      header: t('table.actions'),
      cell: ({ row }) => (
        <button
          type="button"
          aria-label={t('rounds.recallRound', { roundId: row.original.roundId })}
          onClick={() => setRecalled(row.original)}
        >
          {t('rounds.recall')}
        </button>
      ),
    },
  ];
  const rows = rounds.data?.list ?? [];
  return (
    <section aria-labelledby="member-rounds-heading">
      <h2 id="member-rounds-heading">{t('rounds.heading')}</h2>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ ...filter, vendorCode: vendorDraft.trim(), pageNo: 1 });
        }}
      >
        <Field label={t('rounds.vendor')}>
          <input value={vendorDraft} onChange={(e) => setVendorDraft(e.target.value)} />
        </Field>
        <Field label={t('member.kind')}>
          <select
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value, pageNo: 1 })}
          >
            <option value="">{t('deposits.statuses.all')}</option>
            {roundStatus.options.map((s) => (
              <option key={s} value={s}>
                {t(`rounds.statuses.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit">{t('members.search')}</button>
        <CsvButton
          filename={`member-${memberId}-rounds.csv`}
          header={['startedAt', 'vendor', 'round', 'game', 'stake', 'payout', 'winLoss', 'status']}
          rows={rows.map((r) => [
            new Date(r.startedAt).toISOString(),
            r.vendorCode,
            r.roundId,
            r.gameCode,
            r.stake,
            r.payout,
            r.winLoss,
            r.status,
          ])}
        />
      </form>
      <PagedTable
        caption={t('rounds.heading')}
        columns={columns}
        rowKey={(r) => `${r.vendorCode}:${r.roundId}`}
        page={rounds.data}
        error={rounds.error}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
      {recalled && <RoundRecall memberId={memberId} round={recalled} />}
    </section>
  );
}

function RoundRecall({ memberId, round }: { memberId: number; round: MemberRound }) {
  const { t } = useTranslation();
  const recall = useQuery({
    queryKey: ['round-recall', memberId, round.vendorCode, round.roundId],
    queryFn: () =>
      ops(
        {
          path: `/ops/members/${memberId}/rounds/recall`,
          query: { vendorCode: round.vendorCode, roundId: round.roundId },
        },
        roundRecallResponse,
      ),
  });
  const columns: ColumnDef<VendorWalletCall, unknown>[] = [
    { header: t('member.time'), cell: ({ row }) => formatTime(row.original.createdAt) },
    { header: t('rounds.call'), accessorKey: 'kind' },
    { header: t('rounds.txId'), cell: ({ row }) => <code>{row.original.txId}</code> },
    { header: t('member.amount'), accessorKey: 'amount' },
    { header: t('rounds.betTxId'), cell: ({ row }) => row.original.betTxId ?? '—' },
    { header: t('member.reference'), cell: ({ row }) => row.original.transferId ?? '—' },
  ];
  const caption = t('rounds.recallOf', { roundId: round.roundId, vendor: round.vendorCode });
  return (
    <section aria-label={caption}>
      <h3>{caption}</h3>
      <ErrorText error={recall.error} />
      <DataTable
        caption={caption}
        columns={columns}
        rows={recall.data?.calls ?? []}
        rowKey={(c) => c.txId}
      />
    </section>
  );
}
