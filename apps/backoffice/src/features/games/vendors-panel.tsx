import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { listOpsVendorsResponse, type OpsVendor } from '@wl/contract/games/ops-games';
import { ops } from '../../api/ops-client';
import { DataTable } from '../../components/data-table';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText } from '../../components/error-text';
import { EditorForm, Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

const anything = z.unknown();

/** Vendors: enable, hot, order, name; their integration (wallet mode, addresses, secret). */
export function VendorsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<OpsVendor | null>(null);
  const list = useQuery({
    queryKey: ['game-vendors'],
    queryFn: () => ops({ path: '/ops/game-vendors' }, listOpsVendorsResponse),
  });
  const save = useMutation({
    mutationFn: (v: OpsVendor) =>
      ops(
        {
          method: 'PUT',
          path: `/ops/game-vendors/${v.id}`,
          body: { enabled: v.enabled, isHot: v.isHot, sort: v.sort, displayName: v.displayName },
        },
        anything,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['game-vendors'] }),
  });
  const flag = (name: 'enabled' | 'isHot') => ({
    header: t(`games.${name}`),
    cell: ({ row }: { row: { original: OpsVendor } }) => (
      <input
        type="checkbox"
        aria-label={`${t(`games.${name}`)} ${row.original.displayName}`}
        disabled={!canEdit || save.isPending}
        checked={row.original[name]}
        onChange={(e) => save.mutate({ ...row.original, [name]: e.target.checked })}
      />
    ),
  });
  const columns: ColumnDef<OpsVendor, unknown>[] = [
    { header: t('games.vendor'), accessorKey: 'vendorCode' },
    { header: t('games.name'), accessorKey: 'displayName' },
    { header: t('games.type'), accessorKey: 'gameType' },
    { header: t('games.count'), accessorKey: 'gameCount' },
    flag('enabled'),
    flag('isHot'),
    { header: t('games.sort'), accessorKey: 'sort' },
    {
      header: t('games.wallet'),
      cell: ({ row }) =>
        row.original.integration
          ? t(`games.wallets.${row.original.integration.walletMode}`)
          : t('games.noIntegration'),
    },
  ];
  const edit: ColumnDef<OpsVendor, unknown> = {
    header: t('table.actions'),
    cell: ({ row }) =>
      row.original.integration && (
        <button
          type="button"
          aria-label={t('games.editIntegration', { vendor: row.original.displayName })}
          onClick={() => setEditing(row.original)}
        >
          {t('games.integration')}
        </button>
      ),
  };
  return (
    <section aria-labelledby="vendors-heading">
      <h2 id="vendors-heading">{t('games.vendors')}</h2>
      <ErrorText error={list.error ?? save.error} />
      <DataTable
        caption={t('games.vendors')}
        columns={canEdit ? [...columns, edit] : columns}
        rows={list.data?.list ?? []}
        rowKey={(v) => String(v.id)}
      />
      {editing && <IntegrationEditor vendor={editing} onDone={() => setEditing(null)} />}
    </section>
  );
}

interface IntegrationForm {
  enabled: boolean;
  walletMode: 'seamless' | 'transfer';
  baseUrl: string;
  publicUrl: string;
  secret: string;
}

/** The secret field starts empty: it is never sent back; filling it replaces the stored one. */
function IntegrationEditor({ vendor, onDone }: { vendor: OpsVendor; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const i = vendor.integration!;
  const { register, save, errorOf, onSubmit } = useEditor<IntegrationForm, unknown>({
    defaultValues: {
      enabled: i.enabled,
      walletMode: i.walletMode,
      baseUrl: i.baseUrl ?? '',
      publicUrl: i.publicUrl ?? '',
      secret: '',
    },
    save: (v) =>
      ops(
        {
          method: 'PUT',
          path: `/ops/vendor-integrations/${vendor.vendorCode}`,
          body: {
            enabled: v.enabled,
            walletMode: v.walletMode,
            baseUrl: v.baseUrl || null,
            publicUrl: v.publicUrl || null,
            ...(v.secret ? { secret: v.secret } : {}),
          },
        },
        anything,
      ),
    onSaved: async () => {
      await client.invalidateQueries({ queryKey: ['game-vendors'] });
      onDone();
    },
  });
  return (
    <EditorDialog
      title={t('games.editIntegration', { vendor: vendor.displayName })}
      onClose={onDone}
    >
      <EditorForm onSubmit={onSubmit} save={save} onCancel={onDone}>
        <Field check label={t('games.enabled')} error={errorOf('enabled')}>
          <input type="checkbox" {...register('enabled')} />
        </Field>
        <Field label={t('games.wallet')} error={errorOf('walletMode')}>
          <select {...register('walletMode')}>
            {(['seamless', 'transfer'] as const).map((w) => (
              <option key={w} value={w}>
                {t(`games.wallets.${w}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('games.baseUrl')} error={errorOf('baseUrl')}>
          <input type="url" {...register('baseUrl')} />
        </Field>
        <Field label={t('games.publicUrl')} error={errorOf('publicUrl')}>
          <input type="url" {...register('publicUrl')} />
        </Field>
        <Field label={t('games.newSecret')} error={errorOf('secret')}>
          <input
            type="password"
            autoComplete="new-password"
            placeholder={t('games.secretKept')}
            {...register('secret', { minLength: 16 })}
          />
        </Field>
      </EditorForm>
    </EditorDialog>
  );
}
