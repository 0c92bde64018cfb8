/**
 * Error codes of the agent centre; merged into the catalogue in common/error-codes.ts.
 * `not_in_team` answers any call about a member outside the agent's team, the same whether the
 * member exists or not, so an agent learns nothing about other teams.
 */
export const agentErrors = {
  not_in_team: { status: 403, messageKey: 'error_not_in_team' },
  default_password_unset: { status: 400, messageKey: 'error_function_not_available' },
  /** Another invitation code of the merchant (any agent's, any letter case) is spelled so. */
  'invite_code.taken': { status: 409, messageKey: 'error_invite_code_taken' },
  /** An agent keeps at most INVITE_CODE_LIMIT codes (disabled ones included). */
  'invite_code.limit': { status: 400, messageKey: 'error_invite_code_limit' },
} as const;
