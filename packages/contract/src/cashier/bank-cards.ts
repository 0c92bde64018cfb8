import { z } from 'zod';

/**
 * Payout accounts: bank cards (BC), e-wallets (EW) and crypto addresses (VW).
 * GET  /wps/member/bankCard                 list (token, real account)
 * PUT  /wps/member/bankCard         (enc)   add, with the payment password
 * POST /wps/member/bankCard/remove  (enc)   remove, with the payment password
 * GET  /wps/system/withdrawBanks            banks / wallets / networks per card type
 */
export const cardType = z.enum(['BC', 'EW', 'VW']);
export type CardType = z.infer<typeof cardType>;

export const bankCard = z.object({
  bankCardId: z.number().int(),
  cardType,
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four characters show. */
  accountNumber: z.string(),
  createdAt: z.number().int(),
});
export type BankCard = z.infer<typeof bankCard>;

export const listBankCardsResponse = z.array(bankCard);

export const addBankCardRequest = z.object({
  cardType,
  bankCode: z.string().regex(/^[A-Z0-9_]{2,20}$/),
  accountName: z.string().trim().min(2).max(100),
  /** Digits for cards, an id or phone for e-wallets, an address for crypto. */
  accountNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{4,100}$/),
  password: z.string().max(64).optional(),
});
export const addBankCardResponse = bankCard;

export const removeBankCardRequest = z.object({
  bankCardId: z.coerce.number().int().positive(),
  password: z.string().max(64).optional(),
});
export const removeBankCardResponse = z.null();

export const listWithdrawBanksQuery = z.object({ cardType: cardType.optional() });
export const listWithdrawBanksResponse = z.array(
  z.object({ cardType, bankCode: z.string(), bankName: z.string() }),
);
