import { z } from 'zod';
import { amountInput, idempotencyKeyInput, moneyText } from '../ledger/amount';

/**
 * My wallet (transferFund).
 * GET  /wps/relay/GCS_merchantWallet   `isSingle`: no transfer-mode vendor wallets, one wallet
 * GET  /wps/wallets                    the main wallet (accountTypeId 2) and vendor wallets
 * POST /wps/relay/GCS_walletTransfer   move money between the main and a vendor wallet
 * POST /wps/relay/GCS_walletReturn     recall every vendor wallet into the main wallet
 */
export const MAIN_ACCOUNT_TYPE_ID = 2;

export const getMerchantWalletResponse = z.object({ isSingle: z.boolean() });

export const walletEntry = z.object({
  accountTypeId: z.number().int(),
  name: z.string(),
  vendorCode: z.string().nullable(),
  balance: moneyText,
  availBalance: moneyText,
});
export const listWalletsResponse = z.object({
  currency: z.string(),
  sumBalance: moneyText,
  wallets: z.array(walletEntry),
});

export const walletTransferRequest = z.object({
  fromAccountTypeId: z.coerce.number().int().positive(),
  toAccountTypeId: z.coerce.number().int().positive(),
  amount: amountInput,
  idempotencyKey: idempotencyKeyInput.optional(),
});
export const walletTransferResponse = z.object({
  replayed: z.boolean(),
  wallets: z.array(walletEntry),
});

export const walletReturnRequest = z.object({
  idempotencyKey: idempotencyKeyInput.optional(),
});
export const walletReturnResponse = z.object({
  recalled: z.array(z.object({ accountTypeId: z.number().int(), amount: moneyText })),
  /** Vendor wallets that could not be recalled now (the vendor did not answer); money stays there. */
  failed: z.array(z.object({ accountTypeId: z.number().int() })),
  wallets: z.array(walletEntry),
});
