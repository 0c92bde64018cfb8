/** Error codes of the ledger area; merged into the catalogue in common/error-codes.ts. */
export const ledgerErrors = {} as const;
