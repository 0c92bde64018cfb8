/**
 * The house games vendor's development defaults. The secret is public (it is in the source), so
 * config.ts refuses it in production; `npm start` syncs the configured one into the table.
 */
export const HOUSE_VENDOR_CODE = 'HOUSE';
/** The same house as a transfer-wallet vendor (apps/house/src/transfer-wallet); same URL and secret. */
export const HOUSE_CLUB_VENDOR_CODE = 'HOUSECLUB';
export const DEV_HOUSE_SECRET = 'house-dev-secret-do-not-use-in-production';
export const DEV_HOUSE_URL = 'http://localhost:3100';
