import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { selectCashierSettings } from './settings-store';

export interface CashierSettings {
  depositEnabled: boolean;
  depositInfo: string;
  withdrawDailyMaxCount: number;
  withdrawDailyMaxMinor: bigint;
  withdrawFrom: string;
  withdrawTo: string;
  timeZone: string;
  turnoverMultipleBps: number;
  autoConfirmMinutes: number;
  adjustmentApprovalMinor: bigint;
  maxPayoutAccounts: number;
  precautionNote: string;
  withdrawTimeMsg: string;
  c2cEnabled: boolean;
  withdrawPenaltyBps: number;
}

/** The merchant's cashier settings; a merchant without a row gets the schema's defaults. */
export async function loadCashierSettings(sql: Sql, merchantId: bigint): Promise<CashierSettings> {
  return selectCashierSettings(sql, merchantId);
}

/**
 * Whether withdrawals (and upline transfers) ask for the payment password: the payment
 * password module is on and the merchant did not switch verification off (WDRAWNOPASSVERIF3).
 */
export function needsPaymentPassword(merchant: Merchant): boolean {
  return merchant.flags.PAYMENTPASS3 !== false && merchant.flags.WDRAWNOPASSVERIF3 !== true;
}

/** Adding or removing a payout account asks for it whenever payment passwords exist. */
export function cardsNeedPaymentPassword(merchant: Merchant): boolean {
  return merchant.flags.PAYMENTPASS3 !== false;
}
