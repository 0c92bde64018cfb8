import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { listAuditResponse, type AuditEntryView } from '@wl/contract/audit/list-audit';
import { ops } from '../../api/ops-client';
import { CsvButton, DataTable, Pager } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';
import { Field } from '../../components/field';

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** The audit viewer: who, what, before → after, when, from which IP; filter by action. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState({ action: '', pageNo: 1 });
  const list = useQuery({
    queryKey: ['audit', filter],
    queryFn: () => ops({ path: '/ops/audit', query: filter }, listAuditResponse),
  });
  const columns: ColumnDef<AuditEntryView, unknown>[] = [
    { header: t('audit.when'), cell: ({ row }) => formatTime(row.original.createdAt) },
    {
      header: t('audit.who'),
      cell: ({ row }) =>
        `${row.original.actorType} ${row.original.actorName ?? row.original.actorId ?? ''}`,
    },
    { header: t('audit.what'), accessorKey: 'action' },
    {
      header: t('audit.subject'),
      cell: ({ row }) => `${row.original.subjectType ?? ''} ${row.original.subjectId ?? ''}`,
    },
    {
      header: t('audit.change'),
      cell: ({ row }) => (
        <code>
          {json(row.original.before)} → {json(row.original.after)}
        </code>
      ),
    },
    { header: t('audit.ip'), cell: ({ row }) => row.original.ip ?? '—' },
  ];
  const rows = list.data?.list ?? [];
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t('audit.heading')}</h1>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ action: draft.trim(), pageNo: 1 });
        }}
      >
        <Field label={t('audit.action')}>
          <input value={draft} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <button type="submit">{t('audit.filter')}</button>
        <CsvButton
          filename="audit.csv"
          header={['createdAt', 'actorType', 'actor', 'action', 'subject', 'before', 'after', 'ip']}
          rows={rows.map((a) => [
            new Date(a.createdAt).toISOString(),
            a.actorType,
            a.actorName ?? a.actorId ?? '',
            a.action,
            `${a.subjectType ?? ''} ${a.subjectId ?? ''}`,
            json(a.before),
            json(a.after),
            a.ip ?? '',
          ])}
        />
      </form>
      <ErrorText error={list.error} />
      <DataTable caption={t('audit.heading')} columns={columns} rows={rows} rowKey={(a) => a.id} />
      {list.data && (
        <Pager
          page={list.data.pageNum}
          pages={list.data.totalPages}
          total={list.data.total}
          onPage={(pageNo) => setFilter({ ...filter, pageNo })}
        />
      )}
    </section>
  );
}
