import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  listOperatorsResponse,
  type OperatorAccount,
} from '@wl/contract/operators/manage-operators';
import { OPERATOR_ROLES, roleAllows, type OperatorRole } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable, Pager } from '../../components/data-table';
import { ErrorText, formatTime } from '../../components/error-text';
import { Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

const done = z.object({ ok: z.boolean() });

/** Operator accounts (admins): add with a role, change role, disable, reset a lost factor. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['operators', pageNo],
    queryFn: () => ops({ path: '/ops/operators', query: { pageNo } }, listOperatorsResponse),
  });
  const change = useMutation({
    mutationFn: (c: { id: number; path?: string; body?: object }) =>
      ops({ method: 'POST', path: `/ops/operators/${c.id}${c.path ?? ''}`, body: c.body }, done),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operators'] }),
  });
  const role = readSession()?.operator.role;
  // Supervisors and read-only roles see the accounts; only admins change them.
  const canManage = role ? roleAllows(role, 'operators.manage') : false;
  const columns: ColumnDef<OperatorAccount, unknown>[] = [
    { header: t('operators.username'), accessorKey: 'username' },
    {
      header: t('operators.role'),
      cell: ({ row }) => (
        <select
          disabled={!canManage}
          aria-label={`${t('operators.role')} ${row.original.username}`}
          value={row.original.role}
          onChange={(e) =>
            change.mutate({ id: row.original.id, body: { role: e.target.value as OperatorRole } })
          }
        >
          {OPERATOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      header: t('operators.status'),
      cell: ({ row }) => t(`operators.statuses.${row.original.status}`),
    },
    {
      header: t('operators.totp'),
      cell: ({ row }) => t(row.original.totpEnabled ? 'operators.on' : 'operators.off'),
    },
    { header: t('operators.lastSeen'), cell: ({ row }) => formatTime(row.original.lastSeenAt) },
  ];
  const actions: ColumnDef<OperatorAccount, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) => {
      const o = row.original;
      const next = o.status === 'active' ? 'disabled' : 'active';
      return (
        <div className="row-actions">
          <button type="button" onClick={() => change.mutate({ id: o.id, body: { status: next } })}>
            {t(o.status === 'active' ? 'operators.disable' : 'operators.enable')}
          </button>
          {o.totpEnabled && (
            <button
              type="button"
              onClick={() => change.mutate({ id: o.id, path: '/reset-second-factor' })}
            >
              {t('operators.resetTotp')}
            </button>
          )}
        </div>
      );
    },
  };
  return (
    <section aria-labelledby="operators-heading">
      <h1 id="operators-heading">{t('operators.heading')}</h1>
      {canManage && <AddOperator />}
      <ErrorText error={list.error ?? change.error} />
      <DataTable
        caption={t('operators.heading')}
        columns={canManage ? [...columns, actions] : columns}
        rows={list.data?.list ?? []}
        rowKey={(o) => String(o.id)}
      />
      {list.data && (
        <Pager
          page={list.data.pageNum}
          pages={list.data.totalPages}
          total={list.data.total}
          onPage={setPageNo}
        />
      )}
    </section>
  );
}

interface NewOperator {
  username: string;
  password: string;
  role: OperatorRole;
}

/** Adds an account; a refused value shows under its field (the form's rule or the server's). */
function AddOperator() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const editor = useEditor<NewOperator, { id: number }>({
    defaultValues: { role: 'read_only' },
    save: (body) =>
      ops({ method: 'POST', path: '/ops/operators', body }, z.object({ id: z.number() })),
    onSaved: async () => {
      editor.reset();
      await client.invalidateQueries({ queryKey: ['operators'] });
    },
  });
  const { register, errorOf, save } = editor;
  return (
    <form className="filters" noValidate onSubmit={(e) => void editor.onSubmit(e)}>
      <Field label={t('operators.username')} error={errorOf('username')}>
        <input
          autoComplete="off"
          {...register('username', { required: true, pattern: /^[A-Za-z][\w.-]{2,31}$/ })}
        />
      </Field>
      <Field label={t('operators.password')} error={errorOf('password')}>
        <input
          type="password"
          autoComplete="new-password"
          {...register('password', { required: true, minLength: 8, maxLength: 128 })}
        />
      </Field>
      <Field label={t('operators.role')} error={errorOf('role')}>
        <select {...register('role')}>
          {OPERATOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" disabled={save.isPending}>
        {t('operators.create')}
      </button>
      <ErrorText error={save.error} />
    </form>
  );
}
