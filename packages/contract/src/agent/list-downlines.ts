import { z } from 'zod';
import { pagingQuery, queryInt } from '../common/paging';
import { contractKinds } from '../contracts/process-contract';
import { moneyText } from '../ledger/amount';
import { pagedList } from './paged-list';

/**
 * `GET /wps/agent/downlines` (token, agents): team management. scope `direct` lists one level
 * below `parentId` (the agent itself by default; any agent of its team to drill down), scope
 * `team` every member of the agent's team. `username` narrows to names containing it.
 */
export const listDownlinesQuery = z
  .object({
    scope: z.enum(['direct', 'team']).default('direct'),
    parentId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
    username: z.string().trim().max(32).optional(),
  })
  .extend(pagingQuery.shape);
export type ListDownlinesQuery = z.input<typeof listDownlinesQuery>;

export const downlineItem = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.string(),
  /** Levels below the signed-in agent (1 = its direct downline). */
  depth: z.number().int(),
  balance: moneyText,
  teamSize: z.number().int(),
  /** Contract status: the member's open contracts (offered or in force), one per kind. */
  contracts: z.array(
    z.object({
      kind: z.enum(contractKinds),
      status: z.enum(['proposed', 'active']),
    }),
  ),
  lastLoginAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type DownlineItem = z.infer<typeof downlineItem>;

export const listDownlinesValue = pagedList(downlineItem).extend({
  parent: z.object({ memberId: z.number().int(), username: z.string() }),
});
export type ListDownlinesValue = z.infer<typeof listDownlinesValue>;
