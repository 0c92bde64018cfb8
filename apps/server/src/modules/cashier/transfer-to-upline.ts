import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { getBalances } from '../ledger/get-balances';
import { openMemberAccount } from '../ledger/open-member-account';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import type { Merchant } from '../merchants/merchant';
import { findMember } from '../members/find-member';
import { verifyPaymentPassword } from '../members/passwords/verify-payment-password';
import { needsPaymentPassword } from './cashier-settings';
import { amountMinor, memberRequestKey, money } from './money-edge';
import { recordMoneyAudit } from './record-money-audit';

export function uplineTransferEnabled(merchant: Merchant) {
  return merchant.flags.TRANSFERUPLINE3 === true;
}

/** Who the member would send to, and what is available (the transferUpline page). */
export async function getTransferUplineInfo(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
}) {
  const { db, merchant, memberId } = options;
  const upline = await findUpline(db, merchant, memberId);
  const main = (await getBalances({ sql: db, memberId })).find((b) => b.kind === 'main');
  return {
    enabled: uplineTransferEnabled(merchant) && upline !== null,
    uplineUsername: upline?.username ?? null,
    availBalance: money(main?.availableMinor ?? 0n, merchant.currency),
    needPaymentPassword: needsPaymentPassword(merchant),
  };
}

/**
 * Sends money from the member's main wallet to their upline agent's main wallet, where the
 * merchant allows it (TRANSFERUPLINE3), with the payment password when the merchant asks
 * for it. Idempotent by the client's key.
 */
export async function transferToUpline(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  amount: string | number;
  password?: string;
  idempotencyKey?: string;
  ip: string | null;
}) {
  const { db, merchant, memberId } = options;
  if (!uplineTransferEnabled(merchant)) throw new AppError('function.not.available');
  const upline = await findUpline(db, merchant, memberId);
  if (!upline) throw new AppError('transfer_upline_unavailable');
  const amount = amountMinor(options.amount, merchant.currency);
  if (needsPaymentPassword(merchant)) {
    await verifyPaymentPassword({
      sql: db,
      merchantId: merchant.id,
      memberId,
      password: options.password,
    });
  }
  const currency = merchant.currency;
  const from = await openMemberAccount({ sql: db, memberId, kind: 'main', currency });
  const to = await openMemberAccount({ sql: db, memberId: upline.id, kind: 'main', currency });
  const result = await moneyTx(db, async (tx) => {
    const r = await moveInTx(
      tx,
      {
        debitAccountId: from.id,
        creditAccountId: to.id,
        amountMinor: amount,
        currency,
        code: 'TRANSFER_UPLINE',
        idempotencyKey: memberRequestKey(memberId, 'upline', options.idempotencyKey),
        reference: upline.username,
        metadata: { uplineId: upline.id.toString() },
      },
      'posted',
    );
    if (!r.replayed) {
      await recordMoneyAudit({
        sql: tx,
        merchantId: merchant.id,
        actorType: 'member',
        actorId: String(memberId),
        action: 'transfer_upline',
        subjectType: 'member',
        subjectId: String(upline.id),
        after: { amountMinor: amount, transferId: r.transfer.id },
        ip: options.ip,
      });
    }
    return r;
  });
  const mine = result.balances.find((b) => b.accountId === from.id);
  return {
    replayed: result.replayed,
    uplineUsername: upline.username,
    amount: money(result.transfer.amountMinor, currency),
    availBalance: money(mine?.availableMinor ?? 0n, currency),
  };
}

async function findUpline(db: Db, merchant: Merchant, memberId: bigint) {
  const member = await findMember({ sql: db, merchantId: merchant.id, by: { id: memberId } });
  if (!member?.uplineId) return null;
  const upline = await findMember({
    sql: db,
    merchantId: merchant.id,
    by: { id: member.uplineId },
  });
  return upline && upline.status === 'active' && upline.type !== 4 ? upline : null;
}
