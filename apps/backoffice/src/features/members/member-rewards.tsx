import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  memberBonusesResponse,
  memberPointsResponse,
} from '@wl/contract/member-admin/member-rewards';
import type { PointsDetailRow } from '@wl/contract/points/member-points';
import type { BonusView } from '@wl/contract/promotions/promotion';
import { ops } from '../../api/ops-client';
import { DataTable } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';
import { PagedTable } from '../../components/paged-table';

/** The member's bonuses with their wagering progress, newest first. */
export function MemberBonuses({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const bonuses = useQuery({
    queryKey: ['member-bonuses', memberId],
    queryFn: () => ops({ path: `/ops/members/${memberId}/bonuses` }, memberBonusesResponse),
  });
  const columns: ColumnDef<BonusView, unknown>[] = [
    { header: t('member.time'), cell: ({ row }) => formatTime(row.original.grantedAt) },
    { header: t('rewards.source'), accessorKey: 'source' },
    { header: t('member.amount'), accessorKey: 'amount' },
    {
      header: t('rewards.wagering'),
      cell: ({ row }) =>
        t('rewards.progress', {
          wagered: row.original.wagered,
          required: row.original.wageringRequired,
          percent: row.original.progressPercent,
        }),
    },
    { header: t('rewards.expires'), cell: ({ row }) => formatTime(row.original.expiresAt) },
    {
      header: t('members.status'),
      cell: ({ row }) => t(`rewards.bonusStatuses.${row.original.status}`),
    },
  ];
  return (
    <section aria-labelledby="member-bonuses-heading">
      <h2 id="member-bonuses-heading">{t('rewards.bonuses')}</h2>
      <ErrorText error={bonuses.error} />
      <DataTable
        caption={t('rewards.bonuses')}
        columns={columns}
        rows={bonuses.data?.list ?? []}
        rowKey={(b) => b.id}
      />
    </section>
  );
}

/** The member's points balance and its lines, paged. */
export function MemberPoints({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const points = useQuery({
    queryKey: ['member-points', memberId, pageNo],
    queryFn: () =>
      ops({ path: `/ops/members/${memberId}/points`, query: { pageNo } }, memberPointsResponse),
  });
  const columns: ColumnDef<PointsDetailRow, unknown>[] = [
    { header: t('member.time'), cell: ({ row }) => formatTime(row.original.time) },
    { header: t('member.code'), cell: ({ row }) => t(`rewards.pointCodes.${row.original.code}`) },
    { header: t('rewards.points'), accessorKey: 'points' },
    { header: t('rewards.balanceAfter'), accessorKey: 'balance' },
    { header: t('member.reference'), accessorKey: 'remark' },
  ];
  const p = points.data;
  return (
    <section aria-labelledby="member-points-heading">
      <h2 id="member-points-heading">{t('rewards.pointsHeading')}</h2>
      {p && (
        <p>
          {t('rewards.pointsSummary', { balance: p.balance, held: p.held, available: p.available })}
        </p>
      )}
      <PagedTable
        caption={t('rewards.pointsHeading')}
        columns={columns}
        rowKey={(r) => r.id}
        page={p?.details}
        error={points.error}
        onPage={setPageNo}
      />
    </section>
  );
}
