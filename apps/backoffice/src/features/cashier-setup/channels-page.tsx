import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  listPaymentChannelsResponse,
  paymentChannelView,
  type PaymentChannelView,
} from '@wl/contract/cashier/ops-cashier-setup';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { DataTable } from '../../components/data-table';
import { EditorDialog } from '../../components/editor-dialog';
import { ErrorText } from '../../components/error-text';
import { Field } from '../../components/field';

/** Deposit channels in the players' order: limits, on or off, place; edited in a dialog. */
export default function ChannelsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PaymentChannelView | null>(null);
  const list = useQuery({
    queryKey: ['payment-channels'],
    queryFn: () => ops({ path: '/ops/payment-channels' }, listPaymentChannelsResponse),
  });
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'cashier.channels') : false;
  const columns: ColumnDef<PaymentChannelView, unknown>[] = [
    { header: t('setup.sort'), accessorKey: 'sort' },
    { header: t('setup.channel'), accessorKey: 'vendorName' },
    { header: t('setup.channelType'), accessorKey: 'typeCode' },
    { header: t('setup.minAmount'), accessorKey: 'minAmount' },
    { header: t('setup.maxAmount'), accessorKey: 'maxAmount' },
    {
      header: t('setup.enabled'),
      cell: ({ row }) => t(row.original.enabled ? 'setup.yes' : 'setup.no'),
    },
    ...(canEdit
      ? [
          {
            header: t('table.actions'),
            cell: ({ row }: { row: { original: PaymentChannelView } }) => (
              <button
                type="button"
                aria-label={t('setup.editChannel', { name: row.original.vendorName })}
                onClick={() => setEditing(row.original)}
              >
                {t('setup.edit')}
              </button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="channels-heading">
      <h1 id="channels-heading">{t('setup.channelsHeading')}</h1>
      <p>{t('setup.channelsHint')}</p>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('setup.channelsHeading')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(c) => String(c.id)}
      />
      {editing && <ChannelEditor channel={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

type Values = { minAmount: string; maxAmount: string; enabled: boolean; sort: string };
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

function ChannelEditor({ channel, onClose }: { channel: PaymentChannelView; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values>({
    defaultValues: {
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
      enabled: channel.enabled,
      sort: String(channel.sort),
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      ops(
        {
          method: 'POST',
          path: `/ops/payment-channels/${channel.id}`,
          body: { ...v, sort: Number(v.sort) },
        },
        paymentChannelView,
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['payment-channels'] });
      onClose();
    },
  });
  const errors = form.formState.errors;
  return (
    <EditorDialog title={t('setup.editChannel', { name: channel.vendorName })} onClose={onClose}>
      <form className="editor-form" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Field label={t('setup.minAmount')}>
          <input
            inputMode="decimal"
            aria-invalid={errors.minAmount ? true : undefined}
            {...form.register('minAmount', { required: true, pattern: AMOUNT })}
          />
        </Field>
        <Field label={t('setup.maxAmount')}>
          <input
            inputMode="decimal"
            aria-invalid={errors.maxAmount ? true : undefined}
            {...form.register('maxAmount', { required: true, pattern: AMOUNT })}
          />
        </Field>
        <Field label={t('setup.sort')}>
          <input
            type="number"
            min={0}
            max={9999}
            {...form.register('sort', { required: true, min: 0, max: 9999 })}
          />
        </Field>
        <Field check label={t('setup.enabled')}>
          <input type="checkbox" {...form.register('enabled')} />
        </Field>
        {(errors.minAmount || errors.maxAmount) && (
          <p role="alert" className="error">
            {t('setup.amountFormat')}
          </p>
        )}
        <ErrorText error={save.error} />
        <div className="row-actions">
          <button type="submit" disabled={save.isPending}>
            {t('setup.save')}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            {t('table.cancel')}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
