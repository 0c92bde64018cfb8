/**
 * SQL of house.lottery_operator_tables: an operator's payout table per game family (ADR 0040).
 * `payoutsFor` is what a bet is placed with: the merchant's table, else the house default.
 */
import type { BetType, LotteryFamily } from '@wl/contract/lottery/bet-types';
import { DEFAULT_PAYOUTS, type PayoutConfig } from './bets/payout-config';
import type { Odds } from './bets/rtp';
import type { Sql } from './lottery-db';

export interface OperatorTable {
  config: PayoutConfig;
  /** False when no row exists and the default table applies. */
  custom: boolean;
}

type Raw = {
  family: LotteryFamily;
  odds: Record<string, { win: string; per: string }>;
  switched_off: string[];
  min_stake_minor: bigint | string;
  max_stake_minor: bigint | string;
};

function toConfig(r: Raw): PayoutConfig {
  const odds: Partial<Record<BetType, Odds>> = {};
  for (const [betType, o] of Object.entries(r.odds)) {
    odds[betType as BetType] = { win: BigInt(o.win), per: BigInt(o.per) };
  }
  return {
    family: r.family,
    odds,
    switchedOff: r.switched_off as BetType[],
    minStakeMinor: BigInt(r.min_stake_minor),
    maxStakeMinor: BigInt(r.max_stake_minor),
  };
}

const COLUMNS = 'family, odds, switched_off, min_stake_minor, max_stake_minor';

/** The merchant's table of one family, or the default one (also for a launch without merchant). */
export async function operatorTable(
  sql: Sql,
  merchantCode: string | null,
  family: LotteryFamily,
): Promise<OperatorTable> {
  if (merchantCode === null) return { config: DEFAULT_PAYOUTS[family], custom: false };
  const { rows } = await sql.query<Raw>(
    `SELECT ${COLUMNS} FROM house.lottery_operator_tables WHERE merchant_code = $1 AND family = $2`,
    [merchantCode, family],
  );
  return rows[0]
    ? { config: toConfig(rows[0]), custom: true }
    : { config: DEFAULT_PAYOUTS[family], custom: false };
}

export const payoutsFor = async (sql: Sql, merchantCode: string | null, family: LotteryFamily) =>
  (await operatorTable(sql, merchantCode, family)).config;

/** Stores a checked table (operatorTableProblems found nothing) as the merchant's, whole. */
export async function saveOperatorTable(
  sql: Sql,
  merchantCode: string,
  config: PayoutConfig,
): Promise<void> {
  const odds = Object.fromEntries(
    Object.entries(config.odds).map(([betType, o]) => [
      betType,
      { win: o.win.toString(), per: o.per.toString() },
    ]),
  );
  await sql.query(
    `INSERT INTO house.lottery_operator_tables AS t (merchant_code, ${COLUMNS})
     VALUES ($1, $2, $3::jsonb, $4::text[], $5, $6)
     ON CONFLICT (merchant_code, family) DO UPDATE SET odds = EXCLUDED.odds,
       switched_off = EXCLUDED.switched_off, min_stake_minor = EXCLUDED.min_stake_minor,
       max_stake_minor = EXCLUDED.max_stake_minor, updated_at = now()`,
    [
      merchantCode,
      config.family,
      JSON.stringify(odds),
      [...(config.switchedOff ?? [])],
      config.minStakeMinor.toString(),
      config.maxStakeMinor.toString(),
    ],
  );
}
