import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { InviteCodeView } from '@wl/contract/agent/invite-codes';
import { listOpsInviteCodesValue, opsInviteCodeView } from '@wl/contract/agent/ops-invite-codes';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable, Pager } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';

const PAGE_SIZE = 20;

/** The agent's invitation codes with how many registered through each; disable or enable one. */
export function AgentInviteCodes({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'agents.edit') : false;
  const [pageNo, setPageNo] = useState(1);
  const base = `/ops/agents/${memberId}/invite-codes`;
  const list = useQuery({
    queryKey: ['agent-invite-codes', memberId, pageNo],
    queryFn: () =>
      ops({ path: base, query: { pageNo, pageSize: PAGE_SIZE } }, listOpsInviteCodesValue),
  });
  const toggle = useMutation({
    mutationFn: (c: InviteCodeView) =>
      ops(
        {
          method: 'POST',
          path: `${base}/${c.id}/status`,
          body: { enabled: c.status !== 'active' },
        },
        opsInviteCodeView,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['agent-invite-codes', memberId] }),
  });
  const columns: ColumnDef<InviteCodeView, unknown>[] = [
    { header: t('agents.inviteCode'), accessorKey: 'code' },
    { header: t('agents.inviteFor'), cell: ({ row }) => t(`agents.${row.original.accountType}`) },
    { header: t('agents.registered'), accessorKey: 'registered' },
    {
      header: t('agents.status'),
      cell: ({ row }) => t(`agents.inviteStatuses.${row.original.status}`),
    },
    { header: t('agents.createdAt'), cell: ({ row }) => formatTime(row.original.createdAt) },
  ];
  const action: ColumnDef<InviteCodeView, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) => {
      const c = row.original;
      const verb = c.status === 'active' ? 'disableCode' : 'enableCode';
      return (
        <button
          type="button"
          className={c.status === 'active' ? 'danger' : undefined}
          disabled={toggle.isPending}
          aria-label={t(`agents.${verb}Named`, { code: c.code })}
          onClick={() => toggle.mutate(c)}
        >
          {t(`agents.${verb}`)}
        </button>
      );
    },
  };
  return (
    <section aria-labelledby="agent-invites-heading">
      <h2 id="agent-invites-heading">{t('agents.inviteCodes')}</h2>
      <ErrorText error={list.error ?? toggle.error} />
      <DataTable
        caption={t('agents.inviteCodes')}
        columns={canEdit ? [...columns, action] : columns}
        rows={list.data?.list ?? []}
        rowKey={(c) => String(c.id)}
      />
      {list.data && list.data.totalPages > 1 && (
        <Pager
          page={pageNo}
          pages={list.data.totalPages}
          total={list.data.total}
          onPage={setPageNo}
        />
      )}
    </section>
  );
}
