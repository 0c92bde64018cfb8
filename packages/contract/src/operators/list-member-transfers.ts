import { z } from 'zod';
import { queryInt } from '../common/paging';
import { moneyText } from '../ledger/amount';
import { TRANSFER_CODES } from '../ledger/transfer-codes';

/**
 * GET /ops/members/:memberId/transfers — any member's ledger transfers (holds included),
 * newest first, with the member's balances.
 */
export const memberParams = z.object({ memberId: z.coerce.number().int().positive() });

export const listMemberTransfersQuery = z.object({
  code: z.enum(TRANSFER_CODES).optional(),
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(50),
});

export const ledgerTransferView = z.object({
  id: z.string(),
  kind: z.enum(['posted', 'pending', 'post_pending', 'void_pending']),
  code: z.enum(TRANSFER_CODES),
  debitAccountId: z.string(),
  creditAccountId: z.string(),
  amount: moneyText,
  currency: z.string(),
  reference: z.string(),
  idempotencyKey: z.string(),
  pendingId: z.string().nullable(),
  createdAt: z.number().int(),
});

export const listMemberTransfersResponse = z.object({
  username: z.string(),
  accounts: z.array(
    z.object({
      accountId: z.string(),
      kind: z.string(),
      vendorCode: z.string().nullable(),
      balance: moneyText,
      held: moneyText,
      available: moneyText,
      playMoney: z.boolean(),
    }),
  ),
  list: z.array(ledgerTransferView),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});
