import type { TransferCode } from '@wl/contract/ledger/transfer-codes';
import type { Sql } from '../../db/db';
import { moveInTx } from '../ledger/ledger-in-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';

/**
 * Pays a reward as cash: the merchant's promotions account → the member's main wallet, inside
 * the caller's transaction. The idempotency key names the member and the reward, so the same
 * reward can never be paid twice even if the caller's own bookkeeping were wrong.
 */
export async function payRewardInTx(
  tx: Sql,
  p: {
    merchantId: bigint;
    memberId: bigint;
    currency: string;
    amountMinor: bigint;
    code: TransferCode;
    rewardKey: string;
    metadata?: Record<string, unknown>;
  },
): Promise<bigint> {
  const source = await systemAccount({
    sql: tx,
    merchantId: p.merchantId,
    kind: 'promotions',
    currency: p.currency,
  });
  const wallet = await openMemberAccount({
    sql: tx,
    memberId: p.memberId,
    kind: 'main',
    currency: p.currency,
  });
  const result = await moveInTx(
    tx,
    {
      debitAccountId: source.id,
      creditAccountId: wallet.id,
      amountMinor: p.amountMinor,
      currency: p.currency,
      code: p.code,
      idempotencyKey: `reward:m${p.memberId}:${p.rewardKey}`,
      reference: p.rewardKey,
      metadata: p.metadata ?? {},
    },
    'posted',
  );
  return result.transfer.id;
}
