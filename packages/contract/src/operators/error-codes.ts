/**
 * Error codes of the back office's operator accounts (roles, second factor, management);
 * merged into the catalogue in common/error-codes.ts. The login and role codes the cashier
 * review introduced stay in the ledger table.
 */
export const operatorErrors = {
  // The password was right; the account has a second factor and the code is missing.
  operator_totp_required: { status: 400, messageKey: 'ops_error_totp_required' },
  operator_totp_invalid: { status: 400, messageKey: 'ops_error_totp_invalid' },
  operator_username_taken: { status: 409, messageKey: 'ops_error_username_taken' },
  operator_not_found: { status: 404, messageKey: 'error_not_found' },
  // An admin cannot demote or disable themselves: the site would be left without an admin.
  operator_self_change: { status: 400, messageKey: 'ops_error_self_change' },
  // A member moves only under an agent outside their own team (no cycles in the tree).
  member_upline_invalid: { status: 400, messageKey: 'ops_error_upline_invalid' },
} as const;
