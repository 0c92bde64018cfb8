import { z } from 'zod';
import { queryInt } from '../common/paging';
import { amountInput, moneyText } from '../ledger/amount';

/**
 * Cashier set-up in the back office.
 * GET  /ops/payment-channels ('cashier.view')             every deposit channel, enabled or not
 * POST /ops/payment-channels/:id ('cashier.channels')      limits, enabled, order; audited. The
 *   player's deposit page lists the enabled channels in this order with these limits.
 * GET  /ops/bank-cards ('cashier.view')                    members' payout accounts, searched
 * POST /ops/bank-cards/:id/disable ('cashier.cards')       with a reason; the member can no
 *   longer withdraw to it and it leaves their list; audited.
 * GET  /ops/withdrawals/:orderNo/proofs ('cashier.view')   a disputed payout's proof images;
 * GET  /ops/withdrawal-proofs/:id ('cashier.view')         one image's bytes.
 */
export const paymentChannelView = z.object({
  id: z.number().int(),
  typeCode: z.string(),
  kind: z.enum(['bank_transfer', 'gateway']),
  vendorId: z.string(),
  vendorName: z.string(),
  minAmount: moneyText,
  maxAmount: moneyText,
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type PaymentChannelView = z.infer<typeof paymentChannelView>;
export const listPaymentChannelsResponse = z.object({ list: z.array(paymentChannelView) });

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const updatePaymentChannelRequest = z.object({
  minAmount: amountInput,
  maxAmount: amountInput,
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(9999),
});

export const bankCardStatus = z.enum(['active', 'removed', 'disabled']);
export const searchBankCardsQuery = z.object({
  /** User name prefix, account number or account name (any case). */
  keyword: z.string().trim().max(64).default(''),
  status: bankCardStatus.optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(20),
});
export type SearchBankCardsQuery = z.infer<typeof searchBankCardsQuery>;

export const bankCardView = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  cardType: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  status: bankCardStatus,
  disabledReason: z.string().nullable(),
  createdAt: z.number().int(),
});
export type BankCardView = z.infer<typeof bankCardView>;
export const searchBankCardsResponse = z.object({
  list: z.array(bankCardView),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});
export const disableBankCardRequest = z.object({ reason: z.string().trim().min(3).max(500) });

export const withdrawalProofsResponse = z.object({
  proofs: z.array(
    z.object({
      id: z.number().int(),
      mime: z.string(),
      sizeBytes: z.number().int(),
      createdAt: z.number().int(),
    }),
  ),
});
