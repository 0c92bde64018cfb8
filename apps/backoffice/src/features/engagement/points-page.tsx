import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { roleAllows } from '@wl/contract/operators/roles';
import {
  listOpsGoodsResponse,
  listOpsOrdersResponse,
  ORDER_STATUSES,
  opsOrderView,
} from '@wl/contract/points/ops-points';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable, Pager } from '../../components/data-table';
import { GoodsEditor } from './goods-editor';
import { ErrorText, formatTime } from '../../components/error-text';

type Goods = z.infer<typeof listOpsGoodsResponse>['list'][number];
type Order = z.infer<typeof opsOrderView>;
type Status = (typeof ORDER_STATUSES)[number];
const PAGE_SIZE = 20;

/** Points mall: the goods and their stock (added and edited here), and redemptions to decide. */
export default function PointsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Goods | 'new' | null>(null);
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'points.edit') : false;
  const goods = useQuery({
    queryKey: ['points-goods'],
    queryFn: () => ops({ path: '/ops/points/goods' }, listOpsGoodsResponse),
  });
  const columns: ColumnDef<Goods, unknown>[] = [
    { header: t('engagement.id'), accessorKey: 'id' },
    { header: t('engagement.name'), accessorKey: 'name' },
    {
      header: t('engagement.kind'),
      cell: ({ row }) => t(`engagement.goodsKinds.${row.original.kind}`),
    },
    { header: t('engagement.pricePoints'), accessorKey: 'pricePoints' },
    {
      header: t('engagement.value'),
      cell: ({ row }) => {
        const fs = row.original.freeSpins;
        if (fs)
          return `${t('engagement.freeSpinsValue', { spins: fs.spins, game: fs.gameName })} @ ${fs.betPerSpin}`;
        return row.original.value ?? '—';
      },
    },
    {
      header: t('engagement.stock'),
      cell: ({ row }) => row.original.stock ?? t('engagement.noLimit'),
    },
    {
      header: t('engagement.enabled'),
      cell: ({ row }) => t(row.original.active ? 'engagement.yes' : 'engagement.no'),
    },
  ];
  if (canEdit) {
    columns.push({
      header: t('table.actions'),
      cell: ({ row }) => (
        <button
          type="button"
          aria-label={t('engagement.editGoods', { name: row.original.name })}
          onClick={() => setEditing(row.original)}
        >
          {t('engagement.edit')}
        </button>
      ),
    });
  }
  return (
    <section aria-labelledby="points-heading" className="settings">
      <h1 id="points-heading">{t('engagement.pointsHeading')}</h1>
      {canEdit && (
        <div className="filters">
          <button type="button" onClick={() => setEditing('new')}>
            {t('engagement.newGoods')}
          </button>
        </div>
      )}
      {editing && (
        <GoodsEditor
          goods={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void client.invalidateQueries({ queryKey: ['points-goods'] });
          }}
        />
      )}
      <ErrorText error={goods.error} />
      <DataTable
        caption={t('engagement.pointsHeading')}
        columns={columns}
        rows={goods.data?.list ?? []}
        rowKey={(g) => g.id}
      />
      <Orders />
    </section>
  );
}

function Orders() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status | ''>('applying');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: ['points-orders', status, pageNo],
    queryFn: () =>
      ops(
        { path: '/ops/points/orders', query: { status, pageNo, pageSize: PAGE_SIZE } },
        listOpsOrdersResponse,
      ),
  });
  const decide = useMutation({
    mutationFn: (d: { id: string; pass: boolean; reason?: string }) =>
      ops(
        {
          method: 'POST',
          path: `/ops/points/orders/${d.id}/${d.pass ? 'pass' : 'reject'}`,
          body: d.pass ? {} : { reason: d.reason },
        },
        opsOrderView,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['points-orders'] }),
  });
  const role = readSession()?.operator.role;
  const canReview = role ? roleAllows(role, 'points.review') : false;
  const columns: ColumnDef<Order, unknown>[] = [
    { header: t('engagement.id'), accessorKey: 'id' },
    { header: t('engagement.member'), accessorKey: 'username' },
    { header: t('engagement.name'), accessorKey: 'goodsName' },
    { header: t('engagement.pricePoints'), accessorKey: 'points' },
    {
      header: t('engagement.status'),
      cell: ({ row }) => t(`engagement.orderStatuses.${row.original.status}`),
    },
    { header: t('engagement.reason'), cell: ({ row }) => row.original.reason || '—' },
    { header: t('engagement.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
  ];
  const actions: ColumnDef<Order, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) =>
      row.original.status === 'applying' && (
        <OrderDecision
          pending={decide.isPending}
          onPass={() => decide.mutate({ id: row.original.id, pass: true })}
          onReject={(reason) => decide.mutate({ id: row.original.id, pass: false, reason })}
        />
      ),
  };
  const total = list.data?.total ?? 0;
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">{t('engagement.orders')}</h2>
      <div className="filters">
        <label>
          {t('engagement.status')}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('engagement.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`engagement.orderStatuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorText error={list.error ?? decide.error} />
      <DataTable
        caption={t('engagement.orders')}
        columns={canReview ? [...columns, actions] : columns}
        rows={list.data?.list ?? []}
        rowKey={(o) => o.id}
      />
      <Pager page={pageNo} pages={Math.ceil(total / PAGE_SIZE)} total={total} onPage={setPageNo} />
    </section>
  );
}

function OrderDecision(props: {
  pending: boolean;
  onPass: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <div className="row-actions">
      <button type="button" disabled={props.pending} onClick={props.onPass}>
        {t('engagement.pass')}
      </button>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          props.onReject(reason.trim());
        }}
      >
        <label>
          {t('engagement.reason')}
          <input value={reason} onChange={(e) => setReason(e.target.value)} required />
        </label>
        <button type="submit" className="danger" disabled={props.pending}>
          {t('engagement.reject')}
        </button>
      </form>
    </div>
  );
}
