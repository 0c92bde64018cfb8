import { lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import {
  memberSearchField,
  searchMembersResponse,
  type MemberSearchField,
  type MemberSummary,
} from '@wl/contract/member-admin/search-members';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { CsvButton, DataTable, Pager } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';
import { LockButton } from './lock-button';
import { Field } from '../../components/field';

const MemberPage = lazy(() => import('./member-page'));

/** The members section: the search, and a member's page at members/:memberId. */
export default function MembersSection() {
  return (
    <Routes>
      <Route index element={<MembersSearch />} />
      <Route path=":memberId" element={<MemberPage />} />
    </Routes>
  );
}

/** Member search (one field, one keyword) with lock and unlock for roles that hold them. */
function MembersSearch() {
  const { t } = useTranslation();
  const [field, setField] = useState<MemberSearchField>('username');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ field, keyword: '', pageNo: 1 });
  const list = useQuery({
    queryKey: ['members', search],
    queryFn: () => ops({ path: '/ops/members', query: search }, searchMembersResponse),
  });
  const role = readSession()?.operator.role;
  const canLock = role ? roleAllows(role, 'members.lock') : false;

  const columns: ColumnDef<MemberSummary, unknown>[] = [
    { header: t('members.id'), accessorKey: 'id' },
    {
      header: t('members.username'),
      cell: ({ row }) => <Link to={String(row.original.id)}>{row.original.username}</Link>,
    },
    {
      header: t('members.status'),
      cell: ({ row }) => t(`members.statuses.${row.original.status}`),
    },
    { header: t('members.mobile'), cell: ({ row }) => row.original.mobile ?? '—' },
    { header: t('members.email'), cell: ({ row }) => row.original.email ?? '—' },
    { header: t('members.registered'), cell: ({ row }) => formatTime(row.original.createdAt) },
    { header: t('members.lastLogin'), cell: ({ row }) => formatTime(row.original.lastLoginAt) },
    ...(canLock
      ? [
          {
            header: t('table.actions'),
            cell: ({ row }: { row: { original: MemberSummary } }) => (
              <LockButton member={row.original} />
            ),
          },
        ]
      : []),
  ];

  const rows = list.data?.list ?? [];
  return (
    <section aria-labelledby="members-heading">
      <h1 id="members-heading">{t('members.heading')}</h1>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ field, keyword: draft.trim(), pageNo: 1 });
        }}
      >
        <Field label={t('members.field')}>
          <select value={field} onChange={(e) => setField(memberSearchField.parse(e.target.value))}>
            {memberSearchField.options.map((f) => (
              <option key={f} value={f}>
                {t(`members.fields.${f}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('members.keyword')}>
          <input value={draft} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <button type="submit">{t('members.search')}</button>
        <CsvButton
          filename="members.csv"
          header={['id', 'username', 'status', 'mobile', 'email', 'createdAt']}
          rows={rows.map((m) => [
            String(m.id),
            m.username,
            m.status,
            m.mobile ?? '',
            m.email ?? '',
            new Date(m.createdAt).toISOString(),
          ])}
        />
      </form>
      <ErrorText error={list.error} />
      {list.isPending ? (
        <p>{t('app.loading')}</p>
      ) : (
        <DataTable
          caption={t('members.heading')}
          columns={columns}
          rows={rows}
          rowKey={(m) => String(m.id)}
        />
      )}
      {list.data && (
        <Pager
          page={list.data.pageNum}
          pages={list.data.totalPages}
          total={list.data.total}
          onPage={(pageNo) => setSearch({ ...search, pageNo })}
        />
      )}
    </section>
  );
}
