import type { DepositRecord } from '@wl/contract/cashier/create-deposit';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { PaymentGateways } from '../../providers/payment/payment-gateway';
import type { Merchant } from '../merchants/merchant';
import { loadCashierSettings } from './cashier-settings';
import { selectChannel, type PaymentChannel } from './channel-store';
import { findDeposit, insertDeposit, setGatewayPayment, type Deposit } from './deposit-store';
import { depositView } from './deposit-view';
import { amountMinor, money, newOrderNo } from './money-edge';
import { recordMoneyAudit } from './record-money-audit';

export const GATEWAY_CALLBACK_PATH = '/payment-callback';

/**
 * A member's deposit request. Gateway deposits open a payment at the channel's gateway (after
 * the deposit row is committed, never inside a transaction) and answer its pay page; bank
 * transfers answer the payee account and wait for an operator. With the same idempotency key a
 * retry answers the first deposit; with a different amount or channel it is a conflict.
 */
export async function createDeposit(options: {
  db: Db;
  gateways: PaymentGateways;
  merchant: Merchant;
  memberId: bigint;
  kind: 'bank_transfer' | 'gateway';
  vendorId: string;
  amount: string | number;
  payerName?: string;
  payerReference?: string;
  idempotencyKey?: string;
  ip: string | null;
}): Promise<DepositRecord> {
  const { db, merchant, memberId } = options;
  const settings = await loadCashierSettings(db, merchant.id);
  if (!settings.depositEnabled) throw new AppError('deposit_disabled');
  const channel = await selectChannel(db, merchant.id, options.vendorId);
  if (!channel || channel.kind !== options.kind) throw new AppError('deposit_channel_unavailable');
  const amount = amountMinor(options.amount, merchant.currency);
  checkAmount(channel, amount, merchant.currency);

  const key = options.idempotencyKey ?? null;
  const inserted = await db.tx(async (tx) => {
    const d = await insertDeposit(tx, {
      orderNo: newOrderNo('D'),
      merchantId: merchant.id,
      memberId,
      channelId: channel.id,
      kind: channel.kind,
      amountMinor: amount,
      currency: merchant.currency,
      payerName: options.payerName ?? '',
      payerReference: options.payerReference ?? '',
      idempotencyKey: key,
    });
    if (d) {
      await recordMoneyAudit({
        sql: tx,
        merchantId: merchant.id,
        actorType: 'member',
        actorId: String(memberId),
        action: 'deposit_requested',
        subjectType: 'deposit',
        subjectId: d.orderNo,
        after: { amountMinor: amount, channel: channel.vendorId, kind: channel.kind },
        ip: options.ip,
      });
    }
    return d;
  });
  const deposit = inserted ?? (await replayed(db, memberId, key!, channel, amount));
  if (deposit.kind === 'gateway' && !deposit.payUrl && deposit.status === 'pending') {
    return depositView(await openGatewayPayment(options.db, options.gateways, channel, deposit));
  }
  return depositView(deposit);
}

function checkAmount(channel: PaymentChannel, amount: bigint, currency: string) {
  const fixed = channel.fixedAmountsMinor;
  const inRange = amount >= channel.minMinor && amount <= channel.maxMinor;
  if (!inRange || (fixed.length > 0 && !fixed.includes(amount))) {
    throw new AppError('deposit_amount_out_of_range', {
      value: {
        minAmount: money(channel.minMinor, currency),
        maxAmount: money(channel.maxMinor, currency),
        fixedAmounts: fixed.map((a) => money(a, currency)),
      },
    });
  }
}

async function replayed(
  db: Db,
  memberId: bigint,
  key: string,
  channel: PaymentChannel,
  amount: bigint,
) {
  const first = await findDeposit(db, { memberId, idempotencyKey: key });
  if (!first) throw new Error(`deposit key ${key} conflicted but cannot be found`);
  if (first.channelId !== channel.id || first.amountMinor !== amount) {
    throw new AppError('idempotency_conflict', { value: { idempotencyKey: key } });
  }
  return first;
}

async function openGatewayPayment(
  db: Db,
  gateways: PaymentGateways,
  channel: PaymentChannel,
  deposit: Deposit,
): Promise<Deposit> {
  const gateway = channel.gatewayCode ? gateways[channel.gatewayCode] : undefined;
  if (!gateway || !channel.gatewaySecret) throw new AppError('deposit_channel_unavailable');
  let created;
  try {
    created = await gateway.createPayment({
      orderNo: deposit.orderNo,
      amountMinor: deposit.amountMinor,
      currency: deposit.currency,
      secret: channel.gatewaySecret,
      callbackUrl: `${GATEWAY_CALLBACK_PATH}/${gateway.code}`,
      returnUrl: `/?deposit=${encodeURIComponent(deposit.orderNo)}`,
    });
  } catch {
    throw new AppError('payment_gateway_failed');
  }
  await setGatewayPayment(db, deposit.id, created.gatewayRef, created.payUrl);
  return { ...deposit, gatewayRef: created.gatewayRef, payUrl: created.payUrl };
}
