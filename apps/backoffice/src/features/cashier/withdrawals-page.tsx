import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { CsvButton } from '../../components/data-table';
import { formatTime } from '../../components/error-text';
import { PagedTable } from '../../components/paged-table';
import { ReviewDecision } from './review-decision';
import { StatusSelect } from './status-select';

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
              row.original.status === 'pending' ? (
                <ReviewDecision
                  orderNo={row.original.orderNo}
                  path="/ops/withdrawals"
                  accept="approve"
                  acceptLabel={t('cashier.approve')}
                  answer={withdrawalDecisionResponse}
                  queryKey="withdrawals"
                />
              ) : null,
          },
        ]
      : []),
  ];
  const rows = list.data?.list ?? [];
  return (
    <section aria-labelledby="withdrawals-heading">
      <h1 id="withdrawals-heading">{t('cashier.heading')}</h1>
      <div className="filters">
        <StatusSelect
          value={status}
          statuses={withdrawalStatus.options}
          names="cashier.statuses"
          onChange={(s) => {
            setStatus(s);
            setPageNo(1);
          }}
        />
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
      <PagedTable
        caption={t('cashier.heading')}
        columns={columns}
        rowKey={(w) => w.orderNo}
        page={list.data}
        error={list.error}
        onPage={setPageNo}
      />
    </section>
  );
}
