import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { PaymentGateways } from '../../providers/payment/payment-gateway';
import { selectChannelById } from './channel-store';
import { closeDeposit } from './close-deposit';
import { creditDeposit } from './credit-deposit';
import { findDeposit, insertDepositCallback } from './deposit-store';

/**
 * A payment gateway's callback. Nothing is trusted before the signature checks out with the
 * secret of the deposit's channel; a forged, unknown or mismatching callback is refused and
 * recorded, and moves nothing. A verified "paid" credits the deposit exactly once (duplicates,
 * late and out-of-order copies are recorded as ignored); a verified "failed" closes a deposit
 * that is still pending.
 */
export async function handleGatewayCallback(options: {
  db: Db;
  gateways: PaymentGateways;
  gatewayCode: string;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  nowMs: number;
}): Promise<{ outcome: 'credited' | 'failed' | 'ignored' }> {
  const { db, gatewayCode, rawBody } = options;
  const gateway = options.gateways[gatewayCode];
  if (!gateway) throw new AppError('not_found');
  const claim = gateway.readCallback(rawBody);
  const deposit = claim ? await findDeposit(db, { orderNo: claim.orderNo }) : null;
  const channel = deposit ? await selectChannelById(db, deposit.channelId) : null;
  const refuse = async (why: string) => {
    await insertDepositCallback(db, {
      depositId: deposit?.id ?? null,
      gatewayCode,
      reported: claim?.status ?? 'unreadable',
      outcome: 'refused',
      body: { why, raw: rawBody.slice(0, 2000) },
    });
    return new AppError('payment_callback_invalid');
  };
  if (!claim || !deposit || !channel?.gatewaySecret || channel.gatewayCode !== gatewayCode) {
    throw await refuse('unknown order');
  }
  const signed = gateway.verifyCallback({
    rawBody,
    headers: options.headers,
    secret: channel.gatewaySecret,
    nowMs: options.nowMs,
  });
  if (!signed) throw await refuse('bad signature');
  if (claim.amountMinor !== deposit.amountMinor || claim.currency !== deposit.currency) {
    throw await refuse('amount or currency differs from the order');
  }

  const by = { actor: 'gateway' as const, gatewayCode };
  const result =
    claim.status === 'paid'
      ? await creditDeposit({ db, depositId: deposit.id, by })
      : await closeDeposit({
          db,
          depositId: deposit.id,
          status: 'failed',
          reason: 'gateway_failed',
          by,
        });
  const outcome =
    result.outcome === 'credited' ? 'credited' : result.outcome === 'closed' ? 'failed' : 'ignored';
  await insertDepositCallback(db, {
    depositId: deposit.id,
    gatewayCode,
    reported: claim.status,
    outcome,
    body: { gatewayRef: claim.gatewayRef, eventAt: claim.eventAt },
  });
  return { outcome };
}
