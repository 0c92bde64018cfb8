import { currencyScale, toDecimalString } from '@wl/money/minor-units';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { sendInboxMessage } from '../inbox/send-inbox-message';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { findBonusByGrantKey, insertBonus, type MemberBonus } from './bonus-store';

/**
 * The terms of a bonus. The wagering requirement is (base × multiple): the base defaults to
 * the bonus amount (a first-deposit match usually passes deposit + bonus).
 */
export interface BonusTerms {
  memberId: bigint;
  amountMinor: bigint;
  /** Namespaced by the caller and unique for ever: `promotion:7:member:42`. */
  grantKey: string;
  /** What granted it: 'promotion', 'mission', 'vip', 'referral', ... */
  source: string;
  sourceRef: string;
  /** Turnover multiple in basis points: 30 000 = 3×. 0 = no wagering (converts at once). */
  wageringMultipleBps: number;
  wageringBaseMinor?: bigint;
  /** Per game type (e.g. { SLOT: 10000, LIVE: 1000, '*': 5000 }); default every bet 100 %. */
  contributionBps?: Record<string, number>;
  maxBetMinor?: bigint | null;
  maxCashoutMinor?: bigint | null;
  forfeitOnWithdrawal?: boolean;
  validForMs: number;
  now: Date;
}

export interface GrantResult {
  bonus: MemberBonus;
  /** True when this key had already granted the bonus: nothing moved now. */
  replayed: boolean;
}

/**
 * Grants a bonus: the money moves from the merchant's promotions account to the member's bonus
 * account (code BONUS) in the transaction that records the bonus's terms. Exactly once per
 * grant key: a repeat answers the first grant. Other modules (rewards, missions, VIP) call
 * this; call `grantBonusInTx` when your own rows must change in the same transaction.
 */
export async function grantBonus(options: BonusTerms & { db: Db }): Promise<GrantResult> {
  const { db, ...terms } = options;
  return moneyTx(db, (tx) => grantBonusInTx(tx, terms));
}

export async function grantBonusInTx(tx: Sql, terms: BonusTerms): Promise<GrantResult> {
  validate(terms);
  const member = await memberMoney(tx, terms.memberId);
  const base = terms.wageringBaseMinor ?? terms.amountMinor;
  const inserted = await insertBonus(tx, {
    merchantId: member.merchantId,
    memberId: terms.memberId,
    currency: member.currency,
    source: terms.source,
    sourceRef: terms.sourceRef,
    grantKey: terms.grantKey,
    amountMinor: terms.amountMinor,
    wageringRequiredMinor: (base * BigInt(terms.wageringMultipleBps)) / 10_000n,
    contributionBps: terms.contributionBps ?? { '*': 10_000 },
    maxBetMinor: terms.maxBetMinor ?? null,
    maxCashoutMinor: terms.maxCashoutMinor ?? null,
    forfeitOnWithdrawal: terms.forfeitOnWithdrawal ?? true,
    expiresAt: new Date(terms.now.getTime() + terms.validForMs),
    grantedAt: terms.now,
  });
  if (!inserted) {
    const first = await findBonusByGrantKey(tx, terms.grantKey);
    if (!first) throw new Error(`bonus grant key ${terms.grantKey} conflicted but is missing`);
    if (first.memberId !== terms.memberId || first.amountMinor !== terms.amountMinor) {
      throw new AppError('idempotency_conflict', { value: { idempotencyKey: terms.grantKey } });
    }
    return { bonus: first, replayed: true };
  }
  const [bonusAccount, promotions] = await Promise.all([
    openMemberAccount({
      sql: tx,
      memberId: terms.memberId,
      kind: 'bonus',
      currency: member.currency,
    }),
    systemAccount({
      sql: tx,
      merchantId: member.merchantId,
      kind: 'promotions',
      currency: member.currency,
    }),
  ]);
  await moveInTx(
    tx,
    {
      debitAccountId: promotions.id,
      creditAccountId: bonusAccount.id,
      amountMinor: terms.amountMinor,
      currency: member.currency,
      code: 'BONUS',
      idempotencyKey: `bonus:${inserted.id}:grant`,
      reference: `${terms.source}:${terms.sourceRef}`.slice(0, 200),
      metadata: { bonusId: inserted.id.toString() },
    },
    'posted',
  );
  // The member hears of it in the same transaction; the bonus id keys the message, so a
  // replayed grant (which returns above) never sends a second one.
  const amount = toDecimalString(terms.amountMinor, currencyScale(member.currency));
  await sendInboxMessage(tx, {
    merchantId: member.merchantId,
    memberId: terms.memberId,
    kind: 'bonus_granted',
    title: 'Bonus granted',
    body: `A bonus of ${amount} ${member.currency} was added to your bonus wallet.`,
    params: { amount, currency: member.currency, source: terms.source },
    dedupeKey: `bonus:${inserted.id}`,
  });
  return { bonus: inserted, replayed: false };
}

function validate(t: BonusTerms) {
  const ok =
    t.amountMinor > 0n &&
    Number.isInteger(t.wageringMultipleBps) &&
    t.wageringMultipleBps >= 0 &&
    t.validForMs > 0 &&
    (t.wageringBaseMinor ?? 0n) >= 0n &&
    Object.values(t.contributionBps ?? {}).every(
      (v) => Number.isInteger(v) && v >= 0 && v <= 10_000,
    ) &&
    (t.maxBetMinor ?? 1n) > 0n &&
    (t.maxCashoutMinor ?? 1n) > 0n;
  if (!ok) throw new AppError('request_param_err');
}

/**
 * The member's merchant and currency; trial members play with play money and get no bonus
 * (nor points: the points mall uses this too).
 */
export async function memberMoney(tx: Sql, memberId: bigint) {
  const r = await tx.query<{ merchant_id: bigint; currency: string; type: number }>(
    `SELECT m.merchant_id, x.currency, m.type FROM members m
       JOIN merchants x ON x.id = m.merchant_id WHERE m.id = $1`,
    [memberId],
  );
  const row = r.rows[0];
  if (!row) throw new AppError('member_not_found');
  if (row.type === 4) throw new AppError('function.not.available');
  return { merchantId: row.merchant_id, currency: row.currency };
}
