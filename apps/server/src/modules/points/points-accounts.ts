import type { Sql } from '../../db/db';
import { memberMoney } from '../bonus/grant-bonus';
import { openMemberAccount, POINTS_UNIT } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import type { Account } from '../ledger/ledger-types';

/**
 * The two sides of every points movement (ADR 0021): the member's points account and the
 * merchant's promotions account in PTS, which issues points (and may go negative, like every
 * system account) and takes them back on redemption. Trial members earn no points.
 */
export async function pointsAccounts(
  sql: Sql,
  memberId: bigint,
): Promise<{ member: Account; issuer: Account; merchantId: bigint; currency: string }> {
  const { merchantId, currency } = await memberMoney(sql, memberId);
  const [member, issuer] = await Promise.all([
    openMemberAccount({ sql, memberId, kind: 'points', currency: POINTS_UNIT }),
    systemAccount({ sql, merchantId, kind: 'promotions', currency: POINTS_UNIT }),
  ]);
  return { member, issuer, merchantId, currency };
}

/** A member's points: balance, held by orders under review, and available to spend. */
export async function pointsBalance(sql: Sql, memberId: bigint) {
  const r = await sql.query<{ balance_minor: bigint; pending_debit_minor: bigint }>(
    `SELECT balance_minor, pending_debit_minor FROM ledger_accounts
      WHERE member_id = $1 AND kind = 'points' AND currency = $2`,
    [memberId, POINTS_UNIT],
  );
  const row = r.rows[0];
  const balance = row?.balance_minor ?? 0n;
  const held = row?.pending_debit_minor ?? 0n;
  return { balance, held, available: balance - held };
}
