/**
 * What a ledger transfer is for (docs/domain/ledger.md). The code is stored on every transfer;
 * reports group by it. Adding a code is adding it here and to the chart in the domain doc.
 */
export const TRANSFER_CODES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WALLET_TRANSFER',
  'TRANSFER_UPLINE',
  /** An agent's money to a member of its team: a plain transfer or a red envelope. */
  'TRANSFER_DOWNLINE',
  'RED_ENVELOPE',
  'ADJUSTMENT',
  'CORRECTION',
  'BET_STAKE',
  'BET_PAYOUT',
  'BET_ROLLBACK',
  /** A member's result at a transfer-mode vendor, booked when the wallet is recalled. */
  'VENDOR_RESULT',
  'BONUS',
  /** A bonus whose wagering is met becomes cash: bonus account → main wallet. */
  'BONUS_RELEASE',
  /** A bonus expired, forfeited, or above its max cash-out goes back: bonus → promotions. */
  'BONUS_FORFEIT',
  'PROMOTION',
  'REBATE',
  'COMMISSION',
  'SALARY',
  'DIVIDEND',
  'POINTS_EARN',
  'POINTS_REDEEM',
  'TRIAL_GRANT',
] as const;
export type TransferCode = (typeof TRANSFER_CODES)[number];

/** The type filter of the account record (transactionHistory), as the member sees groups. */
export const RECORD_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'bet',
  'bonus',
  'adjustment',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const CODES_BY_RECORD_TYPE: Record<RecordType, readonly TransferCode[]> = {
  deposit: ['DEPOSIT'],
  withdraw: ['WITHDRAWAL'],
  transfer: ['WALLET_TRANSFER', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'RED_ENVELOPE'],
  bet: ['BET_STAKE', 'BET_PAYOUT', 'BET_ROLLBACK', 'VENDOR_RESULT'],
  bonus: [
    'BONUS',
    'BONUS_RELEASE',
    'BONUS_FORFEIT',
    'PROMOTION',
    'REBATE',
    'COMMISSION',
    'SALARY',
    'DIVIDEND',
  ],
  adjustment: ['ADJUSTMENT', 'CORRECTION'],
};

/** Codes shown on the bonus details page (bonusDetails). */
export const BONUS_CODES = CODES_BY_RECORD_TYPE.bonus;
