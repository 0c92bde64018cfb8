import type { Sql } from '../../db/db';
import type { CashierSettings } from './cashier-settings';

interface SettingsRow {
  deposit_enabled: boolean;
  deposit_info: string;
  withdraw_daily_max_count: number;
  withdraw_daily_max_minor: bigint;
  withdraw_from: string;
  withdraw_to: string;
  time_zone: string;
  turnover_multiple_bps: number;
  auto_confirm_minutes: number;
  adjustment_approval_minor: bigint;
  max_payout_accounts: number;
  precaution_note: string;
  withdraw_time_msg: string;
  c2c_enabled: boolean;
  withdraw_penalty_bps: number;
}

/** Reads the settings row; a merchant without one gets the column defaults of the schema. */
export async function selectCashierSettings(
  sql: Sql,
  merchantId: bigint,
): Promise<CashierSettings> {
  const read = () =>
    sql.query<SettingsRow>(
      `SELECT deposit_enabled, deposit_info, withdraw_daily_max_count, withdraw_daily_max_minor,
              to_char(withdraw_from, 'HH24:MI') AS withdraw_from,
              to_char(withdraw_to, 'HH24:MI') AS withdraw_to, time_zone, turnover_multiple_bps,
              auto_confirm_minutes, adjustment_approval_minor, max_payout_accounts,
              precaution_note, withdraw_time_msg, c2c_enabled, withdraw_penalty_bps
         FROM cashier_settings WHERE merchant_id = $1`,
      [merchantId],
    );
  let r = await read();
  if (!r.rows[0]) {
    await sql.query(
      'INSERT INTO cashier_settings (merchant_id) VALUES ($1) ON CONFLICT DO NOTHING',
      [merchantId],
    );
    r = await read();
  }
  const s = r.rows[0]!;
  return {
    depositEnabled: s.deposit_enabled,
    depositInfo: s.deposit_info,
    withdrawDailyMaxCount: s.withdraw_daily_max_count,
    withdrawDailyMaxMinor: s.withdraw_daily_max_minor,
    withdrawFrom: s.withdraw_from,
    withdrawTo: s.withdraw_to,
    timeZone: s.time_zone,
    turnoverMultipleBps: s.turnover_multiple_bps,
    autoConfirmMinutes: s.auto_confirm_minutes,
    adjustmentApprovalMinor: s.adjustment_approval_minor,
    maxPayoutAccounts: s.max_payout_accounts,
    precautionNote: s.precaution_note,
    withdrawTimeMsg: s.withdraw_time_msg,
    c2cEnabled: s.c2c_enabled,
    withdrawPenaltyBps: s.withdraw_penalty_bps,
  };
}

export interface WithdrawLimit {
  cardType: 'BC' | 'EW' | 'VW';
  minMinor: bigint;
  maxMinor: bigint;
  enabled: boolean;
}

export async function selectWithdrawLimits(sql: Sql, merchantId: bigint): Promise<WithdrawLimit[]> {
  const r = await sql.query<{
    card_type: WithdrawLimit['cardType'];
    min_minor: bigint;
    max_minor: bigint;
    enabled: boolean;
  }>(
    'SELECT card_type, min_minor, max_minor, enabled FROM withdraw_limits WHERE merchant_id = $1',
    [merchantId],
  );
  return r.rows.map((row) => ({
    cardType: row.card_type,
    minMinor: row.min_minor,
    maxMinor: row.max_minor,
    enabled: row.enabled,
  }));
}

export interface PayoutBank {
  cardType: 'BC' | 'EW' | 'VW';
  bankCode: string;
  bankName: string;
}

export async function selectPayoutBanks(sql: Sql, merchantId: bigint): Promise<PayoutBank[]> {
  const r = await sql.query<{
    card_type: PayoutBank['cardType'];
    bank_code: string;
    bank_name: string;
  }>(
    `SELECT card_type, bank_code, bank_name FROM payout_banks
      WHERE merchant_id = $1 AND enabled ORDER BY card_type, sort, bank_code`,
    [merchantId],
  );
  return r.rows.map((row) => ({
    cardType: row.card_type,
    bankCode: row.bank_code,
    bankName: row.bank_name,
  }));
}

export interface VendorWallet {
  vendorCode: string;
  accountTypeId: number;
  displayName: string;
}

export async function selectVendorWallets(sql: Sql, merchantId: bigint): Promise<VendorWallet[]> {
  const r = await sql.query<{ vendor_code: string; account_type_id: number; display_name: string }>(
    `SELECT vendor_code, account_type_id, display_name FROM vendor_wallets
      WHERE merchant_id = $1 AND enabled ORDER BY sort, account_type_id`,
    [merchantId],
  );
  return r.rows.map((row) => ({
    vendorCode: row.vendor_code,
    accountTypeId: row.account_type_id,
    displayName: row.display_name,
  }));
}
