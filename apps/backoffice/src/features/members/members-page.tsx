import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  lockMemberResponse,
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

/** Member search (one field, one keyword) with lock and unlock for roles that hold them. */
export default function MembersPage() {
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
    { header: t('members.username'), accessorKey: 'username' },
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
        <label>
          {t('members.field')}
          <select value={field} onChange={(e) => setField(memberSearchField.parse(e.target.value))}>
            {memberSearchField.options.map((f) => (
              <option key={f} value={f}>
                {t(`members.fields.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('members.keyword')}
          <input value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
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

/** Lock needs a reason (it goes into the audit log); unlock too. */
function LockButton({ member }: { member: MemberSummary }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const lock = member.status === 'active';
  const change = useMutation({
    mutationFn: () =>
      ops(
        {
          method: 'POST',
          path: `/ops/members/${member.id}/${lock ? 'lock' : 'unlock'}`,
          body: { reason },
        },
        lockMemberResponse,
      ),
    onSuccess: async () => {
      setOpen(false);
      await client.invalidateQueries({ queryKey: ['members'] });
    },
  });
  if (member.status !== 'active' && member.status !== 'locked') return null;
  const label = t(lock ? 'members.confirmLock' : 'members.confirmUnlock', {
    username: member.username,
  });
  if (!open) {
    return (
      <button type="button" aria-label={label} onClick={() => setOpen(true)}>
        {t(lock ? 'members.lock' : 'members.unlock')}
      </button>
    );
  }
  return (
    <form
      className="inline-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate();
      }}
    >
      <label>
        {t('members.reason')}
        <input value={reason} onChange={(e) => setReason(e.target.value)} minLength={3} required />
      </label>
      <button type="submit" disabled={change.isPending}>
        {label}
      </button>
      <ErrorText error={change.error} />
    </form>
  );
}
