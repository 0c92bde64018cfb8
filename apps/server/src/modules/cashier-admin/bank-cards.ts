import type { SearchBankCardsQuery } from '@wl/contract/cashier/ops-cashier-setup';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import type { OpsActor } from '../operators/ops-route';
import { lockBankCard, markBankCardDisabled, selectBankCards } from './cashier-admin-store';

export async function searchBankCards(options: {
  sql: Sql;
  merchantId: bigint;
  query: SearchBankCardsQuery;
}) {
  const { list, total } = await selectBankCards(options.sql, options.merchantId, options.query);
  const { pageNo, pageSize } = options.query;
  return { list, total, totalPages: Math.ceil(total / pageSize), pageNum: pageNo };
}

/**
 * Disables a member's payout account (a stolen or someone else's card): it leaves the
 * member's list and no withdrawal can use it; withdrawals already made keep their record.
 * Audited; disabling twice is refused so the first reason stays.
 */
export async function disableBankCard(options: {
  db: Db;
  actor: OpsActor;
  cardId: bigint;
  reason: string;
}) {
  const { db, actor } = options;
  return db.tx(async (tx) => {
    const before = await lockBankCard(tx, actor.merchantId, options.cardId);
    if (!before) throw new AppError('not_found');
    if (before.status === 'disabled') throw new AppError('conflict');
    await markBankCardDisabled(tx, BigInt(before.id), actor.operatorId, options.reason);
    const after = { ...before, status: 'disabled' as const, disabledReason: options.reason };
    await insertAudit(tx, {
      merchantId: actor.merchantId,
      ...byOperator(actor.operatorId),
      action: 'bank_card_disabled',
      subjectType: 'payout_account',
      subjectId: String(before.id),
      before: { status: before.status, memberId: before.memberId },
      after: { status: after.status, reason: options.reason },
      ip: actor.ip,
    });
    return after;
  });
}
