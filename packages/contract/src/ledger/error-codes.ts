/**
 * Error codes of the ledger, cashier and operator areas; merged into the catalogue in
 * common/error-codes.ts. `insufficient_funds` carries the balance in `value`
 * (`{ currency, availBalance, availableMinor }`) so a client can show what is there.
 * The payment-password codes (`invalid.payment.pw`, `not.exists.payment.password`) live in the
 * auth table, which owns the payment password.
 */
export const ledgerErrors = {
  // Ledger
  insufficient_funds: { status: 409, messageKey: 'error_insufficient_funds' },
  idempotency_conflict: { status: 409, messageKey: 'error_idempotency_conflict' },
  currency_mismatch: { status: 400, messageKey: 'error_currency_mismatch' },
  play_money_not_convertible: { status: 403, messageKey: 'in_need_true_account' },
  invalid_transfer: { status: 400, messageKey: 'error_request_param' },
  account_not_found: { status: 404, messageKey: 'error_account_not_found' },
  hold_not_found: { status: 404, messageKey: 'error_hold_not_found' },
  hold_already_resolved: { status: 409, messageKey: 'error_hold_already_resolved' },
  hold_amount_exceeded: { status: 400, messageKey: 'error_hold_amount_exceeded' },
  // Deposits
  deposit_disabled: { status: 400, messageKey: 'error_deposit_disabled' },
  deposit_channel_unavailable: { status: 404, messageKey: 'error_deposit_channel' },
  deposit_amount_out_of_range: { status: 400, messageKey: 'error_deposit_amount' },
  deposit_not_found: { status: 404, messageKey: 'error_deposit_not_found' },
  deposit_not_pending: { status: 409, messageKey: 'error_deposit_not_pending' },
  payment_gateway_failed: { status: 502, messageKey: 'error_payment_gateway' },
  payment_callback_invalid: { status: 401, messageKey: 'error_payment_callback' },
  // Withdrawals and payout accounts
  withdraw_amount_out_of_range: { status: 400, messageKey: 'error_withdraw_amount' },
  withdraw_daily_count_reached: { status: 409, messageKey: 'error_withdraw_daily_count' },
  withdraw_daily_amount_reached: { status: 409, messageKey: 'error_withdraw_daily_amount' },
  withdraw_outside_hours: { status: 409, messageKey: 'error_withdraw_time' },
  turnover_not_met: { status: 409, messageKey: 'error_turnover_not_met' },
  bank_card_not_found: { status: 404, messageKey: 'error_bank_card_not_found' },
  bank_card_duplicate: { status: 409, messageKey: 'error_bank_card_duplicate' },
  bank_card_limit: { status: 409, messageKey: 'error_bank_card_limit' },
  withdrawal_not_found: { status: 404, messageKey: 'error_withdrawal_not_found' },
  withdrawal_not_pending: { status: 409, messageKey: 'error_withdrawal_not_pending' },
  confirmation_not_open: { status: 409, messageKey: 'error_confirmation_closed' },
  proof_required: { status: 400, messageKey: 'error_proof_required' },
  proof_invalid: { status: 400, messageKey: 'error_proof_invalid' },
  // Wallets
  wallet_not_found: { status: 404, messageKey: 'error_wallet_not_found' },
  transfer_upline_unavailable: { status: 400, messageKey: 'error_transfer_upline' },
  // Operators
  operator_login_failed: { status: 400, messageKey: 'error_wrong_account_password' },
  operator_session_invalid: { status: 401, messageKey: 'in_logged_login' },
  operator_role_forbidden: { status: 403, messageKey: 'error_forbidden' },
  adjustment_not_pending: { status: 409, messageKey: 'error_adjustment_not_pending' },
  adjustment_same_operator: { status: 403, messageKey: 'error_adjustment_second_operator' },
  member_not_found: { status: 404, messageKey: 'error_member_not_found' },
} as const;

export type LedgerErrorCode = keyof typeof ledgerErrors;
