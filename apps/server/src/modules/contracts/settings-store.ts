import type { Sql } from '../../db/db';
import type { ContractKind } from './contract-store';

/** The merchant's contract configuration (operator API); defaults when never saved. */
export interface ContractSettings {
  enabled: Record<ContractKind, boolean>;
  maxRatioBps: number;
  platformFeeBps: number;
  maxTiers: number;
  activeMinBetMinor: bigint;
  proposalTtlHours: number;
  carryRule: 'accumulate' | 'reset';
}

type Row = {
  dividend_enabled: boolean;
  daily_salary_enabled: boolean;
  hourly_salary_enabled: boolean;
  realtime_salary_enabled: boolean;
  max_ratio_bps: number;
  platform_fee_bps: number;
  max_tiers: number;
  active_min_bet_minor: bigint;
  proposal_ttl_hours: number;
  carry_rule: 'accumulate' | 'reset';
};

export const DEFAULT_SETTINGS: ContractSettings = {
  enabled: { dividend: false, daily_salary: false, hourly_salary: false, realtime_salary: false },
  maxRatioBps: 3000,
  platformFeeBps: 0,
  maxTiers: 10,
  activeMinBetMinor: 0n,
  proposalTtlHours: 72,
  carryRule: 'accumulate',
};

export async function selectSettings(sql: Sql, merchantId: bigint): Promise<ContractSettings> {
  const r = await sql.query<Row>(`SELECT * FROM contract_settings WHERE merchant_id = $1`, [
    merchantId,
  ]);
  const row = r.rows[0];
  if (!row) return DEFAULT_SETTINGS;
  return {
    enabled: {
      dividend: row.dividend_enabled,
      daily_salary: row.daily_salary_enabled,
      hourly_salary: row.hourly_salary_enabled,
      realtime_salary: row.realtime_salary_enabled,
    },
    maxRatioBps: row.max_ratio_bps,
    platformFeeBps: row.platform_fee_bps,
    maxTiers: row.max_tiers,
    activeMinBetMinor: row.active_min_bet_minor,
    proposalTtlHours: row.proposal_ttl_hours,
    carryRule: row.carry_rule,
  };
}

export async function upsertSettings(sql: Sql, merchantId: bigint, s: ContractSettings) {
  await sql.query(
    `INSERT INTO contract_settings (merchant_id, dividend_enabled, daily_salary_enabled,
       hourly_salary_enabled, realtime_salary_enabled, max_ratio_bps, platform_fee_bps,
       max_tiers, active_min_bet_minor, proposal_ttl_hours, carry_rule, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
     ON CONFLICT (merchant_id) DO UPDATE SET
       dividend_enabled = EXCLUDED.dividend_enabled,
       daily_salary_enabled = EXCLUDED.daily_salary_enabled,
       hourly_salary_enabled = EXCLUDED.hourly_salary_enabled,
       realtime_salary_enabled = EXCLUDED.realtime_salary_enabled,
       max_ratio_bps = EXCLUDED.max_ratio_bps,
       platform_fee_bps = EXCLUDED.platform_fee_bps,
       max_tiers = EXCLUDED.max_tiers,
       active_min_bet_minor = EXCLUDED.active_min_bet_minor,
       proposal_ttl_hours = EXCLUDED.proposal_ttl_hours,
       carry_rule = EXCLUDED.carry_rule,
       updated_at = now()`,
    [
      merchantId,
      s.enabled.dividend,
      s.enabled.daily_salary,
      s.enabled.hourly_salary,
      s.enabled.realtime_salary,
      s.maxRatioBps,
      s.platformFeeBps,
      s.maxTiers,
      s.activeMinBetMinor,
      s.proposalTtlHours,
      s.carryRule,
    ],
  );
}
