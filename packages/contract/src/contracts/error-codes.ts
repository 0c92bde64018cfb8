/** Error codes of agent contracts; merged into the catalogue in common/error-codes.ts. */
export const contractErrors = {
  /** The merchant has not enabled this contract kind. */
  'contract.kind_disabled': { status: 400, messageKey: 'error_contract_kind_disabled' },
  /** Tiers are empty, too many, negative, or do not climb (ratio and every threshold). */
  'contract.tiers_invalid': { status: 400, messageKey: 'error_contract_tiers_invalid' },
  /** A ratio above the upline's own ratio or the platform maximum. */
  'contract.ratio_above_upline': { status: 400, messageKey: 'error_contract_ratio_above_upline' },
  /** The member is not a direct downline agent of the proposer. */
  'contract.not_direct_downline': { status: 403, messageKey: 'error_contract_not_downline' },
  /** The proposer holds no contract of this kind to share from. */
  'contract.upline_has_none': { status: 400, messageKey: 'error_contract_upline_has_none' },
  /** The downline already has an offered or running contract of this kind. */
  'contract.already_open': { status: 409, messageKey: 'error_contract_already_open' },
  'contract.not_found': { status: 404, messageKey: 'error_contract_not_found' },
  /** The contract is not in a state that allows this action (e.g. signing a refused one). */
  'contract.wrong_state': { status: 409, messageKey: 'error_contract_wrong_state' },
  /** The period does not fit the kind (salaries have fixed periods). */
  'contract.period_invalid': { status: 400, messageKey: 'error_contract_period_invalid' },
} as const;

export type ContractErrorCode = keyof typeof contractErrors;
