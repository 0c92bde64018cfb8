import type { Adjustment } from '@wl/contract/operators/adjust-balance';
import { currencyScale, parseMinor } from '@wl/money/minor-units';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { loadCashierSettings } from '../cashier/cashier-settings';
import { money } from '../cashier/money-edge';
import { recordMoneyAudit } from '../cashier/record-money-audit';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import type { Merchant } from '../merchants/merchant';
import { findMember } from '../members/find-member';
import {
  insertAdjustment,
  markAdjustment,
  selectAdjustment,
  selectAdjustments,
  type AdjustmentRecord,
  type AdjustmentStatus,
} from './adjustment-store';
import type { OperatorRecord } from './operator-store';
import { byOperator } from '../audit/audit-store';

/**
 * A manual change of a member's main wallet with a reason: a credit from the house account or
 * a debit to it (ADJUSTMENT). Up to the merchant's threshold it applies at once; above it, it
 * waits for a second operator (four eyes, also a database constraint). Idempotent by the
 * operator's key. Every step is audited with the wallet balance before and after.
 */
export async function requestAdjustment(options: {
  db: Db;
  merchant: Merchant;
  operator: OperatorRecord;
  memberId: bigint;
  amount: string;
  reason: string;
  idempotencyKey: string;
  ip: string | null;
}): Promise<Adjustment> {
  const { db, merchant, operator } = options;
  const member = await findMember({
    sql: db,
    merchantId: merchant.id,
    by: { id: options.memberId },
  });
  if (!member) throw new AppError('member_not_found');
  const amountMinor = parseMinor(options.amount, currencyScale(merchant.currency));
  if (amountMinor === null || amountMinor === 0n) throw new AppError('request_param_err');
  const settings = await loadCashierSettings(db, merchant.id);
  const abs = amountMinor < 0n ? -amountMinor : amountMinor;
  const accounts = await adjustmentAccounts(db, merchant, member.id);

  const record = await moneyTx(db, async (tx) => {
    const inserted = await insertAdjustment(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      amountMinor,
      currency: merchant.currency,
      reason: options.reason,
      requestedBy: operator.id,
      idempotencyKey: options.idempotencyKey,
    });
    if (!inserted) return replay(tx, merchant.id, options.idempotencyKey, member.id, amountMinor);
    await recordMoneyAudit({
      sql: tx,
      merchantId: merchant.id,
      ...byOperator(operator.id),
      action: 'adjustment_requested',
      subjectType: 'adjustment',
      subjectId: String(inserted.id),
      after: { memberId: member.id, amountMinor, reason: options.reason },
      ip: options.ip,
    });
    if (abs > settings.adjustmentApprovalMinor) return inserted;
    return apply(tx, inserted, accounts, null, options.ip, operator.id);
  });
  return adjustmentView(record);
}

/** A second operator approves (the money moves) or rejects a waiting adjustment. */
export async function decideAdjustment(options: {
  db: Db;
  merchant: Merchant;
  operator: OperatorRecord;
  adjustmentId: bigint;
  decision: 'approve' | 'reject';
  ip: string | null;
}): Promise<Adjustment> {
  const { db, merchant, operator } = options;
  const waiting = await selectAdjustment(db, { id: options.adjustmentId });
  if (!waiting || waiting.merchantId !== merchant.id) throw new AppError('not_found');
  const accounts = await adjustmentAccounts(db, merchant, waiting.memberId);
  const record = await moneyTx(db, async (tx) => {
    const a = (await selectAdjustment(tx, { id: waiting.id }, { lock: true }))!;
    if (a.status !== 'pending_approval') throw new AppError('adjustment_not_pending');
    if (a.requestedBy === operator.id) throw new AppError('adjustment_same_operator');
    if (options.decision === 'approve')
      return apply(tx, a, accounts, operator.id, options.ip, operator.id);
    await markAdjustment(tx, a.id, {
      status: 'rejected',
      decidedBy: operator.id,
      transferId: null,
    });
    await recordMoneyAudit({
      sql: tx,
      merchantId: merchant.id,
      ...byOperator(operator.id),
      action: 'adjustment_rejected',
      subjectType: 'adjustment',
      subjectId: String(a.id),
      before: { status: a.status },
      after: { status: 'rejected' },
      ip: options.ip,
    });
    return { ...a, status: 'rejected' as const, decidedBy: operator.id };
  });
  return adjustmentView(record);
}

async function adjustmentAccounts(db: Db, merchant: Merchant, memberId: bigint) {
  const wallet = await openMemberAccount({
    sql: db,
    memberId,
    kind: 'main',
    currency: merchant.currency,
  });
  const house = await systemAccount({
    sql: db,
    merchantId: merchant.id,
    kind: 'house',
    currency: merchant.currency,
    playMoney: wallet.playMoney,
  });
  return { wallet, house };
}

async function apply(
  tx: Sql,
  a: AdjustmentRecord,
  accounts: Awaited<ReturnType<typeof adjustmentAccounts>>,
  decidedBy: bigint | null,
  ip: string | null,
  actorId: bigint,
): Promise<AdjustmentRecord> {
  const credit = a.amountMinor > 0n;
  const { wallet, house } = accounts;
  const posted = await moveInTx(
    tx,
    {
      debitAccountId: credit ? house.id : wallet.id,
      creditAccountId: credit ? wallet.id : house.id,
      amountMinor: credit ? a.amountMinor : -a.amountMinor,
      currency: a.currency,
      code: 'ADJUSTMENT',
      idempotencyKey: `adjustment:${a.id}`,
      reference: a.reason.slice(0, 200),
      metadata: { adjustmentId: a.id.toString(), requestedBy: a.requestedBy.toString() },
    },
    'posted',
  );
  await markAdjustment(tx, a.id, { status: 'applied', decidedBy, transferId: posted.transfer.id });
  const after = posted.balances.find((b) => b.accountId === wallet.id);
  const afterMinor = after?.balanceMinor ?? 0n;
  await recordMoneyAudit({
    sql: tx,
    merchantId: a.merchantId,
    ...byOperator(actorId),
    action: 'adjustment_applied',
    subjectType: 'member',
    subjectId: String(a.memberId),
    before: { balanceMinor: afterMinor - a.amountMinor },
    after: { balanceMinor: afterMinor, adjustmentId: a.id, transferId: posted.transfer.id },
    ip,
  });
  return { ...a, status: 'applied', decidedBy, transferId: posted.transfer.id };
}

async function replay(
  tx: Sql,
  merchantId: bigint,
  key: string,
  memberId: bigint,
  amountMinor: bigint,
) {
  const first = await selectAdjustment(tx, { merchantId, idempotencyKey: key });
  if (!first || first.memberId !== memberId || first.amountMinor !== amountMinor) {
    throw new AppError('idempotency_conflict', { value: { idempotencyKey: key } });
  }
  return first;
}

export function adjustmentView(a: AdjustmentRecord): Adjustment {
  return {
    id: Number(a.id),
    memberId: Number(a.memberId),
    amount: money(a.amountMinor, a.currency),
    reason: a.reason,
    status: a.status,
    requestedBy: Number(a.requestedBy),
    decidedBy: a.decidedBy === null ? null : Number(a.decidedBy),
    transferId: a.transferId?.toString() ?? null,
    createdAt: a.createdAt.getTime(),
  };
}

/** The merchant's adjustments, newest first (the last 200), optionally by status. */
export async function listAdjustments(options: {
  sql: Sql;
  merchantId: bigint;
  status?: AdjustmentStatus;
}) {
  const rows = await selectAdjustments(options.sql, options.merchantId, options.status ?? null);
  return rows.map(adjustmentView);
}
