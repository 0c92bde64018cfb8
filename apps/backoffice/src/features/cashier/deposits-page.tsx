import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { depositStatus } from '@wl/contract/cashier/create-deposit';
import { roleAllows } from '@wl/contract/operators/roles';
import {
  depositDecisionResponse,
  listDepositsForReviewResponse,
  type reviewDeposit,
} from '@wl/contract/operators/review-cashier';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { CsvButton } from '../../components/data-table';
import { formatTime } from '../../components/error-text';
import { PagedTable } from '../../components/paged-table';
import { ReviewDecision } from './review-decision';
import { StatusSelect } from './status-select';

type Deposit = z.infer<typeof reviewDeposit>;
type StatusFilter = Deposit['status'] | 'all';

/**
 * The deposit review queue beside the withdrawal queue: bank transfers the member says were
 * paid wait here; confirm credits the wallet once, reject needs a reason.
 */
export default function DepositsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: ['deposits', status, pageNo],
    queryFn: () =>
      ops(
        { path: '/ops/deposits', query: { status: status === 'all' ? undefined : status, pageNo } },
        listDepositsForReviewResponse,
      ),
  });
  const role = readSession()?.operator.role;
  const canReview = role ? roleAllows(role, 'cashier.review') : false;
  const columns: ColumnDef<Deposit, unknown>[] = [
    { header: t('cashier.orderNo'), accessorKey: 'orderNo' },
    { header: t('deposits.channel'), accessorKey: 'channelName' },
    { header: t('deposits.payer'), cell: ({ row }) => row.original.payerName || '—' },
    { header: t('deposits.payerReference'), cell: ({ row }) => row.original.payerReference || '—' },
    { header: t('cashier.amount'), accessorKey: 'amount' },
    {
      header: t('cashier.status'),
      cell: ({ row }) => t(`deposits.statuses.${row.original.status}`),
    },
    { header: t('cashier.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
    ...(canReview
      ? [
          {
            header: t('table.actions'),
            cell: ({ row }: { row: { original: Deposit } }) =>
              row.original.status === 'pending' ? (
                <ReviewDecision
                  orderNo={row.original.orderNo}
                  path="/ops/deposits"
                  accept="confirm"
                  acceptLabel={t('deposits.confirm')}
                  answer={depositDecisionResponse}
                  queryKey="deposits"
                />
              ) : null,
          },
        ]
      : []),
  ];
  const rows = list.data?.list ?? [];
  return (
    <section aria-labelledby="deposits-heading">
      <h1 id="deposits-heading">{t('deposits.heading')}</h1>
      <div className="filters">
        <StatusSelect
          value={status}
          statuses={depositStatus.options}
          names="deposits.statuses"
          onChange={(s) => {
            setStatus(s);
            setPageNo(1);
          }}
        />
        <CsvButton
          filename="deposits.csv"
          header={['orderNo', 'memberId', 'channel', 'payer', 'amount', 'status', 'createdAt']}
          rows={rows.map((d) => [
            d.orderNo,
            String(d.memberId),
            d.channelName,
            d.payerName,
            d.amount,
            d.status,
            new Date(d.createdAt).toISOString(),
          ])}
        />
      </div>
      <PagedTable
        caption={t('deposits.heading')}
        columns={columns}
        rowKey={(d) => d.orderNo}
        page={list.data}
        error={list.error}
        onPage={setPageNo}
      />
    </section>
  );
}
