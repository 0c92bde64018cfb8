import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { withdrawalStatus, type WithdrawalRecord } from '@wl/contract/cashier/withdraw';
import { roleAllows } from '@wl/contract/operators/roles';
import {
  listWithdrawalsForReviewResponse,
  withdrawalDecisionResponse,
} from '@wl/contract/operators/review-cashier';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { CsvButton, DataTable, Pager } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';

type StatusFilter = WithdrawalRecord['status'] | 'all';

/** The withdrawal review queue: pending first by default; approve, or reject with a reason. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: ['withdrawals', status, pageNo],
    queryFn: () =>
      ops(
        {
          path: '/ops/withdrawals',
          query: { status: status === 'all' ? undefined : status, pageNo },
        },
        listWithdrawalsForReviewResponse,
      ),
  });
  const role = readSession()?.operator.role;
  const canReview = role ? roleAllows(role, 'cashier.review') : false;
  const columns: ColumnDef<WithdrawalRecord, unknown>[] = [
    { header: t('cashier.orderNo'), accessorKey: 'orderNo' },
    { header: t('cashier.amount'), accessorKey: 'amount' },
    {
      header: t('cashier.status'),
      cell: ({ row }) => t(`cashier.statuses.${row.original.status}`),
    },
    { header: t('cashier.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
    ...(canReview
      ? [
          {
            header: t('table.actions'),
            cell: ({ row }: { row: { original: WithdrawalRecord } }) =>
              row.original.status === 'pending' ? <Decide order={row.original} /> : null,
          },
        ]
      : []),
  ];
  const rows = list.data?.list ?? [];
  return (
    <section aria-labelledby="withdrawals-heading">
      <h1 id="withdrawals-heading">{t('cashier.heading')}</h1>
      <div className="filters">
        <label>
          {t('cashier.status')}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              setPageNo(1);
            }}
          >
            {(['all', ...withdrawalStatus.options] as const).map((s) => (
              <option key={s} value={s}>
                {t(`cashier.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <CsvButton
          filename="withdrawals.csv"
          header={['orderNo', 'amount', 'status', 'createdAt']}
          rows={rows.map((w) => [
            w.orderNo,
            w.amount,
            w.status,
            new Date(w.createdAt).toISOString(),
          ])}
        />
      </div>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('cashier.heading')}
        columns={columns}
        rows={rows}
        rowKey={(w) => w.orderNo}
      />
      {list.data && (
        <Pager
          page={list.data.pageNum}
          pages={list.data.totalPages}
          total={list.data.total}
          onPage={setPageNo}
        />
      )}
    </section>
  );
}

function Decide({ order }: { order: WithdrawalRecord }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      ops(
        {
          method: 'POST',
          path: `/ops/withdrawals/${order.orderNo}/${decision}`,
          body: decision === 'reject' ? { reason } : {},
        },
        withdrawalDecisionResponse,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['withdrawals'] }),
  });
  return (
    <div className="row-actions">
      <button
        type="button"
        aria-label={`${t('cashier.approve')} ${order.orderNo}`}
        disabled={decide.isPending}
        onClick={() => decide.mutate('approve')}
      >
        {t('cashier.approve')}
      </button>
      {rejecting ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            decide.mutate('reject');
          }}
        >
          <label>
            {t('cashier.rejectReason')}
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              minLength={3}
              required
            />
          </label>
          <button type="submit" disabled={decide.isPending}>
            {t('cashier.reject')}
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setRejecting(true)}>
          {t('cashier.reject')}
        </button>
      )}
      <ErrorText error={decide.error} />
    </div>
  );
}
