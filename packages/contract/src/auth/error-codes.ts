/** Error codes of the auth area; merged into the catalogue in common/error-codes.ts. */
export const authErrors = {} as const;
