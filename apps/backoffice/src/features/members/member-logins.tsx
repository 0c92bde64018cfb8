import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { listMemberLoginsResponse, type MemberLogin } from '@wl/contract/member-admin/member-page';
import { ops } from '../../api/ops-client';
import { CsvButton } from '../../components/data-table';
import { formatTime } from '../../components/error-text';
import { PagedTable } from '../../components/paged-table';

/** Login attempts with IP and device (user agent), newest first. */
export function MemberLogins({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const logins = useQuery({
    queryKey: ['member-logins', memberId, pageNo],
    queryFn: () =>
      ops(
        { path: `/ops/members/${memberId}/logins`, query: { pageNo, pageSize: 20 } },
        listMemberLoginsResponse,
      ),
  });
  const columns: ColumnDef<MemberLogin, unknown>[] = [
    { header: t('member.time'), cell: ({ row }) => formatTime(row.original.createdAt) },
    { header: t('member.method'), accessorKey: 'method' },
    {
      header: t('member.result'),
      cell: ({ row }) => t(row.original.success ? 'member.succeeded' : 'member.failed'),
    },
    { header: t('member.ip'), cell: ({ row }) => row.original.ip ?? '—' },
    { header: t('member.device'), cell: ({ row }) => row.original.userAgent ?? '—' },
  ];
  const rows = logins.data?.list ?? [];
  return (
    <section aria-labelledby="member-logins-heading">
      <h2 id="member-logins-heading">{t('member.logins')}</h2>
      <div className="filters">
        <CsvButton
          filename={`member-${memberId}-logins.csv`}
          header={['createdAt', 'method', 'success', 'ip', 'userAgent']}
          rows={rows.map((l) => [
            new Date(l.createdAt).toISOString(),
            l.method,
            String(l.success),
            l.ip ?? '',
            l.userAgent ?? '',
          ])}
        />
      </div>
      <PagedTable
        caption={t('member.logins')}
        columns={columns}
        rowKey={(l) => String(l.id)}
        page={logins.data}
        error={logins.error}
        onPage={setPageNo}
      />
    </section>
  );
}
