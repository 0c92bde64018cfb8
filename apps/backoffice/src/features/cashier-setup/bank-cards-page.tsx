import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  bankCardStatus,
  bankCardView,
  searchBankCardsResponse,
  type BankCardView,
} from '@wl/contract/cashier/ops-cashier-setup';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { CsvButton } from '../../components/data-table';
import { formatTime } from '../../components/error-text';
import { PagedTable } from '../../components/paged-table';
import { ReasonAction } from '../../components/reason-action';
import { StatusSelect } from '../cashier/status-select';
import { Field } from '../../components/field';

type Status = BankCardView['status'] | 'all';

/** Members' payout accounts: search by user name, account number or name; disable with a reason. */
export default function BankCardsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ keyword: '', status: 'all' as Status, pageNo: 1 });
  const list = useQuery({
    queryKey: ['bank-cards', search],
    queryFn: () =>
      ops(
        {
          path: '/ops/bank-cards',
          query: { ...search, status: search.status === 'all' ? undefined : search.status },
        },
        searchBankCardsResponse,
      ),
  });
  const role = readSession()?.operator.role;
  const canDisable = role ? roleAllows(role, 'cashier.cards') : false;
  const mayViewMembers = role ? roleAllows(role, 'members.view') : false;
  const columns: ColumnDef<BankCardView, unknown>[] = [
    {
      header: t('setup.member'),
      cell: ({ row }) =>
        mayViewMembers ? (
          <Link to={`/members/${row.original.memberId}`}>{row.original.username}</Link>
        ) : (
          row.original.username
        ),
    },
    { header: t('setup.bank'), accessorKey: 'bankName' },
    { header: t('setup.accountName'), accessorKey: 'accountName' },
    { header: t('setup.accountNumber'), accessorKey: 'accountNumber' },
    { header: t('setup.added'), cell: ({ row }) => formatTime(row.original.createdAt) },
    {
      header: t('cashier.status'),
      cell: ({ row }) =>
        [t(`setup.cardStatuses.${row.original.status}`), row.original.disabledReason]
          .filter(Boolean)
          .join(' — '),
    },
    ...(canDisable
      ? [
          {
            header: t('table.actions'),
            cell: ({ row }: { row: { original: BankCardView } }) =>
              row.original.status === 'active' ? (
                <ReasonAction
                  label={t('setup.disable')}
                  confirmLabel={t('setup.disableCard', { account: row.original.accountNumber })}
                  reasonLabel={t('setup.reason')}
                  danger
                  reload={['bank-cards']}
                  run={(reason) =>
                    ops(
                      {
                        method: 'POST',
                        path: `/ops/bank-cards/${row.original.id}/disable`,
                        body: { reason },
                      },
                      bankCardView,
                    )
                  }
                />
              ) : null,
          },
        ]
      : []),
  ];
  const rows = list.data?.list ?? [];
  return (
    <section aria-labelledby="bank-cards-heading">
      <h1 id="bank-cards-heading">{t('setup.cardsHeading')}</h1>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ ...search, keyword: draft.trim(), pageNo: 1 });
        }}
      >
        <Field label={t('setup.cardKeyword')}>
          <input value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={64} />
        </Field>
        <StatusSelect
          value={search.status}
          statuses={bankCardStatus.options}
          names="setup.cardStatuses"
          onChange={(status) => setSearch({ ...search, status, pageNo: 1 })}
        />
        <button type="submit">{t('members.search')}</button>
        <CsvButton
          filename="bank-cards.csv"
          header={['member', 'bank', 'accountName', 'accountNumber', 'status', 'createdAt']}
          rows={rows.map((c) => [
            c.username,
            c.bankName,
            c.accountName,
            c.accountNumber,
            c.status,
            new Date(c.createdAt).toISOString(),
          ])}
        />
      </form>
      <PagedTable
        caption={t('setup.cardsHeading')}
        columns={columns}
        rowKey={(c) => String(c.id)}
        page={list.data}
        error={list.error}
        onPage={(pageNo) => setSearch({ ...search, pageNo })}
      />
    </section>
  );
}
