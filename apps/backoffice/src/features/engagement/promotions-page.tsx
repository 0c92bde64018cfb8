import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { roleAllows } from '@wl/contract/operators/roles';
import { APPLICATION_STATUSES } from '@wl/contract/promotions/apply-promotion';
import {
  listOpsApplicationsResponse,
  listOpsPromotionsResponse,
  reviewApplicationResponse,
} from '@wl/contract/promotions/ops-promotions';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { CsvButton, DataTable } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';
import { PromotionEditor } from './promotion-editor';
import { Field } from '../../components/field';

type Promotion = z.infer<typeof listOpsPromotionsResponse>['list'][number];
type Application = z.infer<typeof listOpsApplicationsResponse>['list'][number];
type Status = (typeof APPLICATION_STATUSES)[number];

/** Promotions (created and edited here), and the applications waiting for a decision. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'promotions.edit') : false;
  const list = useQuery({
    queryKey: ['promotions'],
    queryFn: () => ops({ path: '/ops/promotions' }, listOpsPromotionsResponse),
  });
  const columns: ColumnDef<Promotion, unknown>[] = [
    { header: t('engagement.id'), accessorKey: 'id' },
    { header: t('engagement.title'), accessorKey: 'title' },
    { header: t('engagement.kind'), accessorKey: 'kind' },
    { header: t('engagement.category'), accessorKey: 'category' },
    {
      header: t('engagement.enabled'),
      cell: ({ row }) => t(row.original.enabled ? 'engagement.yes' : 'engagement.no'),
    },
    {
      header: t('engagement.runs'),
      cell: ({ row }) =>
        `${formatTime(row.original.startDate)} – ${formatTime(row.original.endDate)}`,
    },
  ];
  if (canEdit) {
    columns.push({
      header: t('table.actions'),
      cell: ({ row }) => (
        <button
          type="button"
          aria-label={t('engagement.editPromotion', { id: row.original.id })}
          onClick={() => setEditing(row.original.id)}
        >
          {t('engagement.edit')}
        </button>
      ),
    });
  }
  // The list is short (a merchant's promotions): filtered here, not by the server.
  const rows = (list.data?.list ?? []).filter((p) =>
    p.title.toLowerCase().includes(keyword.trim().toLowerCase()),
  );
  return (
    <section aria-labelledby="promotions-heading" className="settings">
      <h1 id="promotions-heading">{t('engagement.promotionsHeading')}</h1>
      <div className="filters" role="search">
        <Field label={t('engagement.keyword')}>
          <input value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </Field>
        {canEdit && (
          <button type="button" onClick={() => setEditing('new')}>
            {t('engagement.newPromotion')}
          </button>
        )}
        <CsvButton
          filename="promotions.csv"
          header={['id', 'title', 'kind', 'category', 'enabled']}
          rows={rows.map((p) => [p.id, p.title, p.kind, p.category, String(p.enabled)])}
        />
      </div>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('engagement.promotionsHeading')}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
      />
      {editing && (
        <PromotionEditor
          id={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void client.invalidateQueries({ queryKey: ['promotions'] });
          }}
        />
      )}
      <Applications />
    </section>
  );
}

function Applications() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status | ''>('applying');
  const list = useQuery({
    queryKey: ['promotion-applications', status],
    queryFn: () =>
      ops({ path: '/ops/promotion-applications', query: { status } }, listOpsApplicationsResponse),
  });
  const role = readSession()?.operator.role;
  const canReview = role ? roleAllows(role, 'promotions.review') : false;
  const columns: ColumnDef<Application, unknown>[] = [
    { header: t('engagement.id'), accessorKey: 'id' },
    { header: t('engagement.promotion'), accessorKey: 'promotionTitle' },
    { header: t('engagement.member'), accessorKey: 'memberId' },
    { header: t('engagement.remark'), accessorKey: 'remark' },
    { header: t('engagement.images'), cell: ({ row }) => row.original.images.length },
    {
      header: t('engagement.status'),
      cell: ({ row }) => t(`engagement.statuses.${row.original.status}`),
    },
    { header: t('engagement.amount'), cell: ({ row }) => row.original.amount ?? '—' },
    { header: t('engagement.reason'), cell: ({ row }) => row.original.reason ?? '—' },
    { header: t('engagement.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
  ];
  const decide: ColumnDef<Application, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) => row.original.status === 'applying' && <Review application={row.original} />,
  };
  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading">{t('engagement.applications')}</h2>
      <div className="filters">
        <Field label={t('engagement.status')}>
          <select value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
            <option value="">{t('engagement.all')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`engagement.statuses.${s}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('engagement.applications')}
        columns={canReview ? [...columns, decide] : columns}
        rows={list.data?.list ?? []}
        rowKey={(a) => a.id}
      />
    </section>
  );
}

/** Approve with the bonus amount, or reject with a reason the member will read. */
function Review({ application }: { application: Application }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const review = useMutation({
    mutationFn: (body: object) =>
      ops(
        {
          method: 'POST',
          path: `/ops/promotion-applications/${application.id}/review`,
          body,
        },
        reviewApplicationResponse,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['promotion-applications'] }),
  });
  return (
    <div className="row-actions">
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          review.mutate({ decision: 'approve', amount: amount.trim() });
        }}
      >
        <Field label={t('engagement.amount')}>
          <input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        </Field>
        <button type="submit" disabled={review.isPending}>
          {t('engagement.approve')}
        </button>
      </form>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          review.mutate({ decision: 'reject', reason: reason.trim() });
        }}
      >
        <Field label={t('engagement.reason')}>
          <input value={reason} onChange={(e) => setReason(e.target.value)} required />
        </Field>
        <button type="submit" className="danger" disabled={review.isPending}>
          {t('engagement.reject')}
        </button>
      </form>
      <ErrorText error={review.error} />
    </div>
  );
}
