import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  listDepositsForReviewResponse,
  listWithdrawalsForReviewResponse,
} from '@wl/contract/operators/review-cashier';
import { ops } from '../../api/ops-client';
import { formatTime } from '../../components/error-text';
import { PagedTable, type ListPage } from '../../components/paged-table';

type Order = { orderNo: string; amount: string; status: string; createdAt: number };

/** The member's deposits and withdrawals: the review queues' lists, filtered to one member. */
export function MemberOrders({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="member-orders-heading">
      <h2 id="member-orders-heading">{t('member.orders')}</h2>
      <OrderList
        memberId={memberId}
        path="/ops/deposits"
        schema={listDepositsForReviewResponse}
        heading={t('deposits.heading')}
        statusNames="deposits.statuses"
      />
      <OrderList
        memberId={memberId}
        path="/ops/withdrawals"
        schema={listWithdrawalsForReviewResponse}
        heading={t('cashier.heading')}
        statusNames="cashier.statuses"
      />
    </section>
  );
}

function OrderList<S extends z.ZodType<ListPage<Order>>>(props: {
  memberId: number;
  path: string;
  schema: S;
  heading: string;
  statusNames: string;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery({
    queryKey: ['member-orders', props.path, props.memberId, pageNo],
    queryFn: () =>
      ops({ path: props.path, query: { memberId: props.memberId, pageNo } }, props.schema),
  });
  const columns: ColumnDef<Order, unknown>[] = [
    { header: t('cashier.orderNo'), accessorKey: 'orderNo' },
    { header: t('cashier.amount'), accessorKey: 'amount' },
    {
      header: t('cashier.status'),
      cell: ({ row }) => t(`${props.statusNames}.${row.original.status}`),
    },
    { header: t('cashier.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
  ];
  return (
    <>
      <h3>{props.heading}</h3>
      <PagedTable
        caption={props.heading}
        columns={columns}
        rowKey={(o) => o.orderNo}
        page={orders.data as ListPage<Order> | undefined}
        error={orders.error}
        onPage={setPageNo}
      />
    </>
  );
}
