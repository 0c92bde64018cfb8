import { z } from 'zod';
import { queryInt } from '../common/paging';
import { moneyText } from '../ledger/amount';

/**
 * A member's bets as rounds, for the member page (permission 'members.view'):
 * GET /ops/members/:memberId/rounds                 newest first; vendor, status, time filters
 * GET /ops/members/:memberId/rounds/recall?vendorCode=&roundId=
 *     round recall: the vendor's own wallet calls for the round (debits, credits, rollbacks)
 *     as stored when they arrived, each with its ledger transfer.
 */
export const roundStatus = z.enum(['open', 'settled', 'void']);

export const listMemberRoundsQuery = z.object({
  vendorCode: z.string().trim().max(32).optional(),
  status: roundStatus.optional(),
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(20),
});
export type ListMemberRoundsQuery = z.infer<typeof listMemberRoundsQuery>;

export const memberRound = z.object({
  vendorCode: z.string(),
  roundId: z.string(),
  gameCode: z.string(),
  gameType: z.string().nullable(),
  currency: z.string(),
  stake: moneyText,
  payout: moneyText,
  refund: moneyText,
  /** payout + refund − stake, from the member's side. */
  winLoss: moneyText,
  status: roundStatus,
  startedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type MemberRound = z.infer<typeof memberRound>;

export const listMemberRoundsResponse = z.object({
  list: z.array(memberRound),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const roundRecallQuery = z.object({
  vendorCode: z.string().trim().min(1).max(32),
  roundId: z.string().trim().min(1).max(128),
});

export const vendorWalletCall = z.object({
  txId: z.string(),
  kind: z.enum(['debit', 'credit', 'rollback', 'tombstone']),
  amount: moneyText,
  betTxId: z.string().nullable(),
  state: z.string().nullable(),
  transferId: z.string().nullable(),
  createdAt: z.number().int(),
});
export type VendorWalletCall = z.infer<typeof vendorWalletCall>;

export const roundRecallResponse = z.object({
  round: memberRound,
  calls: z.array(vendorWalletCall),
});
