import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { withdrawalProofsResponse } from '@wl/contract/cashier/ops-cashier-setup';
import type { WithdrawalRecord } from '@wl/contract/cashier/withdraw';
import { roleAllows } from '@wl/contract/operators/roles';
import {
  listWithdrawalsForReviewResponse,
  withdrawalDecisionResponse,
} from '@wl/contract/operators/review-cashier';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { AuthorizedImage } from '../../components/authorized-image';
import { CsvButton } from '../../components/data-table';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText, formatTime } from '../../components/error-text';
import { PagedTable } from '../../components/paged-table';
import { ReasonAction } from '../../components/reason-action';
import './cashier-setup.css';

/**
 * Paid withdrawals the member says did not arrive, with the proof they uploaded. After checking
 * the payout, the cashier closes the dispute as received (audited with the reason).
 */
export default function DisputesPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['disputes', pageNo],
    queryFn: () =>
      ops(
        { path: '/ops/withdrawals', query: { confirmation: 'not_received', pageNo } },
        listWithdrawalsForReviewResponse,
      ),
  });
  const role = readSession()?.operator.role;
  const canResolve = role ? roleAllows(role, 'cashier.review') : false;
  const columns: ColumnDef<WithdrawalRecord, unknown>[] = [
    { header: t('cashier.orderNo'), accessorKey: 'orderNo' },
    { header: t('cashier.amount'), accessorKey: 'amount' },
    { header: t('setup.received'), accessorKey: 'receivedAmount' },
    {
      header: t('setup.account'),
      cell: ({ row }) => `${row.original.bankName} ${row.original.accountNumber}`,
    },
    { header: t('setup.paidAt'), cell: ({ row }) => formatTime(row.original.decidedAt) },
    {
      header: t('table.actions'),
      cell: ({ row }) => (
        <div className="row-actions">
          <button
            type="button"
            aria-label={t('setup.proofsOf', { orderNo: row.original.orderNo })}
            onClick={() => setViewing(row.original.orderNo)}
          >
            {t('setup.proofs')}
          </button>
          {canResolve && (
            <ReasonAction
              label={t('setup.resolve')}
              confirmLabel={t('setup.resolveOrder', { orderNo: row.original.orderNo })}
              reasonLabel={t('setup.reason')}
              reload={['disputes', 'withdrawals']}
              run={(reason) =>
                ops(
                  {
                    method: 'POST',
                    path: `/ops/withdrawals/${row.original.orderNo}/force-received`,
                    body: { reason },
                  },
                  withdrawalDecisionResponse,
                )
              }
            />
          )}
        </div>
      ),
    },
  ];
  const rows = list.data?.list ?? [];
  return (
    <section aria-labelledby="disputes-heading">
      <h1 id="disputes-heading">{t('setup.disputesHeading')}</h1>
      <div className="filters">
        <CsvButton
          filename="disputes.csv"
          header={['orderNo', 'amount', 'received', 'bank', 'account', 'decidedAt']}
          rows={rows.map((w) => [
            w.orderNo,
            w.amount,
            w.receivedAmount,
            w.bankName,
            w.accountNumber,
            w.decidedAt ? new Date(w.decidedAt).toISOString() : '',
          ])}
        />
      </div>
      <PagedTable
        caption={t('setup.disputesHeading')}
        columns={columns}
        rowKey={(w) => w.orderNo}
        page={list.data}
        error={list.error}
        onPage={setPageNo}
      />
      {viewing && <Proofs orderNo={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

function Proofs({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const proofs = useQuery({
    queryKey: ['proofs', orderNo],
    queryFn: () => ops({ path: `/ops/withdrawals/${orderNo}/proofs` }, withdrawalProofsResponse),
  });
  return (
    <EditorDialog title={t('setup.proofsOf', { orderNo })} onClose={onClose}>
      <ErrorText error={proofs.error} />
      {proofs.data?.proofs.length === 0 && <p>{t('setup.noProofs')}</p>}
      <ul className="plain proofs">
        {proofs.data?.proofs.map((p, i) => (
          <li key={p.id}>
            <AuthorizedImage
              src={`/ops/withdrawal-proofs/${p.id}`}
              alt={t('setup.proofAlt', { n: i + 1, orderNo })}
            />
            <p>{formatTime(p.createdAt)}</p>
          </li>
        ))}
      </ul>
      <button type="button" className="secondary" onClick={onClose}>
        {t('setup.close')}
      </button>
    </EditorDialog>
  );
}
