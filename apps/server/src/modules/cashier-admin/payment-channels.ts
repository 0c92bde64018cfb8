import type { z } from 'zod';
import type {
  PaymentChannelView,
  updatePaymentChannelRequest,
} from '@wl/contract/cashier/ops-cashier-setup';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { amountMinor, money } from '../cashier/money-edge';
import type { OpsActor } from '../operators/ops-route';
import {
  type ChannelRow,
  lockChannel,
  selectAllChannels,
  updateChannel,
} from './cashier-admin-store';

const toView = (c: ChannelRow, currency: string): PaymentChannelView => ({
  id: Number(c.id),
  typeCode: c.type_code,
  kind: c.kind,
  vendorId: c.vendor_id,
  vendorName: c.vendor_name,
  minAmount: money(BigInt(c.min_minor), currency),
  maxAmount: money(BigInt(c.max_minor), currency),
  enabled: c.enabled,
  sort: c.sort,
});

export async function listPaymentChannels(options: {
  sql: Sql;
  merchantId: bigint;
  currency: string;
}) {
  const rows = await selectAllChannels(options.sql, options.merchantId);
  return { list: rows.map((c) => toView(c, options.currency)) };
}

/**
 * New limits, switch and place of one deposit channel. The player's deposit page reads the
 * table on every call, so the change shows there at once; audited with before and after.
 */
export async function setPaymentChannel(options: {
  db: Db;
  actor: OpsActor;
  currency: string;
  channelId: bigint;
  change: z.infer<typeof updatePaymentChannelRequest>;
}): Promise<PaymentChannelView> {
  const { db, actor, currency, change } = options;
  const minMinor = amountMinor(change.minAmount, currency);
  const maxMinor = amountMinor(change.maxAmount, currency);
  if (maxMinor < minMinor) {
    // Named as the maximum's refusal, so the back office shows it under that field.
    throw new AppError('request_param_err', {
      messageKey: 'error_channel_limits',
      value: { fields: [{ field: 'maxAmount', messageKey: 'error_channel_limits' }] },
    });
  }
  return db.tx(async (tx) => {
    const before = await lockChannel(tx, actor.merchantId, options.channelId);
    if (!before) throw new AppError('not_found');
    const after = await updateChannel(tx, before.id, {
      minMinor,
      maxMinor,
      enabled: change.enabled,
      sort: change.sort,
    });
    await insertAudit(tx, {
      merchantId: actor.merchantId,
      ...byOperator(actor.operatorId),
      action: 'payment_channel_changed',
      subjectType: 'payment_channel',
      subjectId: before.vendor_id,
      before: toView(before, currency),
      after: toView(after, currency),
      ip: actor.ip,
    });
    return toView(after, currency);
  });
}
