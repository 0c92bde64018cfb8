import { z } from 'zod';
import { queryInt } from '../common/paging';
import { gameClassify, gameType } from './common';

/**
 * The back office's games calls ('games.view' to read, 'games.edit' to change; all audited).
 *
 * GET /ops/game-vendors                     vendors with their integration (never its secret)
 * PUT /ops/game-vendors/:id                 enable, hot, sort, display name
 * PUT /ops/vendor-integrations/:vendorCode  enable, wallet mode, addresses, a new secret
 *                                           (write-only: answers only whether one is set)
 * GET /ops/games                            games by vendor, type, classify, keyword, paging
 * PUT /ops/games/:id                        enable, hot, new, sort, classify, minimum bet
 */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const vendorCodeParams = z.object({ vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
const walletMode = z.enum(['seamless', 'transfer']);

export const opsVendor = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameType: z.string(),
  displayName: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  walletMode,
  gameCount: z.number().int(),
  integration: z
    .object({
      adapter: z.string(),
      walletMode,
      enabled: z.boolean(),
      baseUrl: z.string().nullable(),
      publicUrl: z.string().nullable(),
      /** Always true: a secret is required; its value is never sent back. */
      hasSecret: z.literal(true),
    })
    .nullable(),
});
export type OpsVendor = z.infer<typeof opsVendor>;
export const listOpsVendorsResponse = z.object({ list: z.array(opsVendor) });

export const saveVendorRequest = z.object({
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int().min(0).max(9999),
  displayName: z.string().trim().min(1).max(64),
});

const address = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .nullable();
export const saveIntegrationRequest = z.object({
  enabled: z.boolean(),
  walletMode,
  baseUrl: address,
  publicUrl: address,
  /** Sent only to replace it; omitted keeps the stored one. */
  secret: z.string().min(16).max(200).optional(),
});

export const listOpsGamesQuery = z.object({
  vendorCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .optional(),
  gameType: gameType.optional(),
  classify: gameClassify.optional(),
  keyword: z.string().trim().max(64).default(''),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(20),
});
export type ListOpsGamesQuery = z.infer<typeof listOpsGamesQuery>;

export const opsGame = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  name: z.string(),
  classify: gameClassify,
  /** In currency units, as text (money is never a float). */
  minBet: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type OpsGame = z.infer<typeof opsGame>;
export const listOpsGamesResponse = z.object({
  list: z.array(opsGame),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const saveGameRequest = z.object({
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int().min(0).max(9999),
  classify: gameClassify,
  minBet: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/),
});
export type SaveGameRequest = z.infer<typeof saveGameRequest>;
