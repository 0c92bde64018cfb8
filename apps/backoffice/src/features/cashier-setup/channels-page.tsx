import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
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
import { EditorForm, Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

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

/** A channel's limits, switch and place; a refused value says why under its field. */
function ChannelEditor({ channel, onClose }: { channel: PaymentChannelView; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { register, save, errorOf, onSubmit } = useEditor<Values, PaymentChannelView>({
    defaultValues: {
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
      enabled: channel.enabled,
      sort: String(channel.sort),
    },
    save: (v) =>
      ops(
        {
          method: 'POST',
          path: `/ops/payment-channels/${channel.id}`,
          body: { ...v, sort: Number(v.sort) },
        },
        paymentChannelView,
      ),
    onSaved: async () => {
      await client.invalidateQueries({ queryKey: ['payment-channels'] });
      onClose();
    },
  });
  return (
    <EditorDialog title={t('setup.editChannel', { name: channel.vendorName })} onClose={onClose}>
      <EditorForm onSubmit={onSubmit} save={save} onCancel={onClose}>
        <Field label={t('setup.minAmount')} error={errorOf('minAmount')}>
          <input
            inputMode="decimal"
            {...register('minAmount', { required: true, pattern: AMOUNT })}
          />
        </Field>
        <Field label={t('setup.maxAmount')} error={errorOf('maxAmount')}>
          <input
            inputMode="decimal"
            {...register('maxAmount', { required: true, pattern: AMOUNT })}
          />
        </Field>
        <Field label={t('setup.sort')} error={errorOf('sort')}>
          <input
            type="number"
            min={0}
            max={9999}
            {...register('sort', { required: true, min: 0, max: 9999 })}
          />
        </Field>
        <Field check label={t('setup.enabled')}>
          <input type="checkbox" {...register('enabled')} />
        </Field>
      </EditorForm>
    </EditorDialog>
  );
}
