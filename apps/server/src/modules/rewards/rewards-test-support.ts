import type { Db } from '../../db/db';

/**
 * Helpers for the rewards tests: settled game rounds as the seamless wallet records them.
 * Never imported by application code.
 */
let roundCounter = 0;

export async function settledRound(
  db: Db,
  m: { merchantId: bigint; memberId: bigint; currency: string },
  r: { stakeMinor: bigint; gameType?: string | null; payoutMinor?: bigint; status?: string },
): Promise<bigint> {
  roundCounter += 1;
  const res = await db.query<{ id: bigint }>(
    `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type,
                             currency, stake_minor, payout_minor, status, settled_at)
     VALUES ($1, $2, 'HOUSE', $3, 'slot-test', $4, $5, $6, $7, $8, now())
     RETURNING id`,
    [
      m.merchantId,
      m.memberId,
      `t-${process.pid}-${roundCounter}-${Math.random().toString(36).slice(2)}`,
      r.gameType === undefined ? 'RNG' : r.gameType,
      m.currency,
      r.stakeMinor,
      r.payoutMinor ?? 0n,
      r.status ?? 'settled',
    ],
  );
  return res.rows[0]!.id;
}

export async function setRebateRate(
  db: Db,
  merchantId: bigint,
  gameType: string,
  vipLevel: number,
  rateBps: number,
) {
  await db.query(
    `INSERT INTO rebate_rates (merchant_id, game_type, vip_level, rate_bps) VALUES ($1,$2,$3,$4)
     ON CONFLICT (merchant_id, game_type, vip_level) DO UPDATE SET rate_bps = EXCLUDED.rate_bps`,
    [merchantId, gameType, vipLevel, rateBps],
  );
}

export async function sumTransfers(db: Db, memberId: bigint, code: string): Promise<bigint> {
  const r = await db.query<{ s: bigint }>(
    `SELECT COALESCE(sum(t.amount_minor), 0)::bigint AS s
       FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
      WHERE a.member_id = $1 AND t.code = $2`,
    [memberId, code],
  );
  return r.rows[0]!.s;
}

export async function setVipLevel(
  db: Db,
  merchantId: bigint,
  v: {
    level: number;
    name: string;
    minValidBetMinor?: bigint;
    minDepositMinor?: bigint;
    upgradeBonusMinor?: bigint;
    monthlyBonusMinor?: bigint;
    birthdayBonusMinor?: bigint;
    dailyWithdrawalLimitMinor?: bigint | null;
  },
) {
  await db.query(
    `INSERT INTO vip_levels (merchant_id, level, name, min_valid_bet_minor, min_deposit_minor,
                             upgrade_bonus_minor, monthly_bonus_minor, birthday_bonus_minor,
                             daily_withdrawal_limit_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      merchantId,
      v.level,
      v.name,
      v.minValidBetMinor ?? 0n,
      v.minDepositMinor ?? 0n,
      v.upgradeBonusMinor ?? 0n,
      v.monthlyBonusMinor ?? 0n,
      v.birthdayBonusMinor ?? 0n,
      v.dailyWithdrawalLimitMinor ?? null,
    ],
  );
}
