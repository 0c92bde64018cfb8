import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { BillView } from '@wl/contract/contracts/contract-income';
import { listBillsResponse, listContractsResponse } from '@wl/contract/contracts/operate-contracts';
import { contractView, type ContractView } from '@wl/contract/contracts/process-contract';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { CsvButton, DataTable, Pager } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';
import { ReasonAction } from '../../components/reason-action';
import { Field } from '../../components/field';

const BILL_STATUSES = ['nothing_due', 'unpaid', 'insufficient', 'partially_paid', 'paid'] as const;
const BILLS_PAGE = 20;

/** The contracts the agent is a party to (above or below it), with termination. */
export function AgentContracts({ username }: { username: string }) {
  const { t } = useTranslation();
  const role = readSession()?.operator.role;
  const canEnd = role ? roleAllows(role, 'contracts.edit') : false;
  const list = useQuery({
    queryKey: ['agent-contracts', username],
    queryFn: () => ops({ path: '/ops/contracts', query: { username } }, listContractsResponse),
  });
  const columns: ColumnDef<ContractView, unknown>[] = [
    { header: t('agents.contractId'), accessorKey: 'contractId' },
    { header: t('agents.kind'), cell: ({ row }) => t(`agents.kinds.${row.original.kind}`) },
    {
      header: t('agents.upline'),
      cell: ({ row }) => row.original.uplineUsername ?? t('agents.site'),
    },
    { header: t('agents.downline'), accessorKey: 'downlineUsername' },
    { header: t('agents.topRatio'), cell: ({ row }) => `${row.original.topRatio}%` },
    {
      header: t('agents.status'),
      cell: ({ row }) => t(`agents.contractStatuses.${row.original.status}`),
    },
    { header: t('agents.signedAt'), cell: ({ row }) => formatTime(row.original.signedAt) },
    ...(canEnd
      ? [
          {
            header: t('table.actions'),
            cell: ({ row }: { row: { original: ContractView } }) =>
              row.original.status === 'active' || row.original.status === 'proposed' ? (
                <ReasonAction
                  label={t('agents.terminate')}
                  confirmLabel={t('agents.terminateContract', { id: row.original.contractId })}
                  reasonLabel={t('agents.reason')}
                  danger
                  reload={['agent-contracts']}
                  run={(reason) =>
                    ops(
                      {
                        method: 'POST',
                        path: `/ops/contracts/${row.original.contractId}/terminate`,
                        body: { reason },
                      },
                      contractView,
                    )
                  }
                />
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="agent-contracts-heading">
      <h2 id="agent-contracts-heading">{t('agents.contracts')}</h2>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('agents.contracts')}
        columns={columns}
        rows={list.data?.contracts ?? []}
        rowKey={(c) => String(c.contractId)}
      />
    </section>
  );
}

/** Bills the agent pays or is paid, newest period first, by status, paged. */
export function AgentBills({ username }: { username: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ status: '', pageNo: 1 });
  const bills = useQuery({
    queryKey: ['agent-bills', username, filter],
    queryFn: () =>
      ops(
        { path: '/ops/contract-bills', query: { username, ...filter, pageSize: BILLS_PAGE } },
        listBillsResponse,
      ),
  });
  const columns: ColumnDef<BillView, unknown>[] = [
    { header: t('agents.billId'), accessorKey: 'billId' },
    { header: t('agents.kind'), cell: ({ row }) => t(`agents.kinds.${row.original.kind}`) },
    { header: t('agents.periodStart'), cell: ({ row }) => formatTime(row.original.periodStart) },
    {
      header: t('agents.payer'),
      cell: ({ row }) => row.original.payerUsername ?? t('agents.site'),
    },
    { header: t('agents.payee'), accessorKey: 'payeeUsername' },
    { header: t('agents.amount'), accessorKey: 'amount' },
    { header: t('agents.paid'), accessorKey: 'paid' },
    {
      header: t('agents.status'),
      cell: ({ row }) => t(`agents.billStatuses.${row.original.status}`),
    },
  ];
  const rows = bills.data?.bills ?? [];
  return (
    <section aria-labelledby="agent-bills-heading">
      <h2 id="agent-bills-heading">{t('agents.bills')}</h2>
      <div className="filters">
        <Field label={t('agents.status')}>
          <select
            value={filter.status}
            onChange={(e) => setFilter({ status: e.target.value, pageNo: 1 })}
          >
            <option value="">{t('agents.allStatuses')}</option>
            {BILL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`agents.billStatuses.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <CsvButton
          filename={`bills-${username}.csv`}
          header={[
            'billId',
            'contractId',
            'kind',
            'periodStart',
            'payer',
            'payee',
            'amount',
            'paid',
            'status',
          ]}
          rows={rows.map((b) => [
            String(b.billId),
            String(b.contractId),
            b.kind,
            new Date(b.periodStart).toISOString(),
            b.payerUsername ?? '',
            b.payeeUsername,
            b.amount,
            b.paid,
            b.status,
          ])}
        />
      </div>
      <ErrorText error={bills.error} />
      <DataTable
        caption={t('agents.bills')}
        columns={columns}
        rows={rows}
        rowKey={(b) => String(b.billId)}
      />
      {bills.data && (
        <Pager
          page={filter.pageNo}
          pages={Math.ceil(bills.data.total / BILLS_PAGE)}
          total={bills.data.total}
          onPage={(pageNo) => setFilter({ ...filter, pageNo })}
        />
      )}
    </section>
  );
}
