import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TRANSFER_CODES } from '@wl/contract/ledger/transfer-codes';
import type { ledgerTransferView } from '@wl/contract/operators/list-member-transfers';
import { listMemberTransfersResponse } from '@wl/contract/operators/list-member-transfers';
import { ops } from '../../api/ops-client';
import { CsvButton } from '../../components/data-table';
import { formatTime } from '../../components/error-text';
import { PagedTable } from '../../components/paged-table';
import { Field } from '../../components/field';

type Transfer = z.infer<typeof ledgerTransferView>;

/** The member's balances and ledger lines (holds included), filtered by kind of movement. */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ code: '', pageNo: 1 });
  const ledger = useQuery({
    queryKey: ['member-ledger', memberId, filter],
    queryFn: () =>
      ops(
        { path: `/ops/members/${memberId}/transfers`, query: { ...filter, pageSize: 20 } },
        listMemberTransfersResponse,
      ),
  });
  const columns: ColumnDef<Transfer, unknown>[] = [
    { header: t('member.time'), cell: ({ row }) => formatTime(row.original.createdAt) },
    { header: t('member.code'), accessorKey: 'code' },
    { header: t('member.kind'), accessorKey: 'kind' },
    { header: t('member.amount'), accessorKey: 'amount' },
    { header: t('member.reference'), cell: ({ row }) => <code>{row.original.reference}</code> },
  ];
  const rows = ledger.data?.list ?? [];
  return (
    <section aria-labelledby="member-ledger-heading">
      <h2 id="member-ledger-heading">{t('member.ledger')}</h2>
      {ledger.data && (
        <ul className="balances">
          {ledger.data.accounts.map((a) => (
            <li key={a.accountId}>
              {a.vendorCode ?? t('member.mainWallet')}: <strong>{a.balance}</strong>
              {a.held !== '0.00' && ` (${t('member.held', { amount: a.held })})`}
            </li>
          ))}
        </ul>
      )}
      <div className="filters">
        <Field label={t('member.code')}>
          <select
            value={filter.code}
            onChange={(e) => setFilter({ code: e.target.value, pageNo: 1 })}
          >
            <option value="">{t('member.allCodes')}</option>
            {TRANSFER_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <CsvButton
          filename={`member-${memberId}-ledger.csv`}
          header={['id', 'createdAt', 'code', 'kind', 'amount', 'currency', 'reference']}
          rows={rows.map((r) => [
            r.id,
            new Date(r.createdAt).toISOString(),
            r.code,
            r.kind,
            r.amount,
            r.currency,
            r.reference,
          ])}
        />
      </div>
      <PagedTable
        caption={t('member.ledger')}
        columns={columns}
        rowKey={(r) => r.id}
        page={ledger.data}
        error={ledger.error}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </section>
  );
}
