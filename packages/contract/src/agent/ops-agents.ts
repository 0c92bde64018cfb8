import { z } from 'zod';
import { queryInt } from '../common/paging';
import { memberStatus } from '../member-admin/search-members';

/**
 * The back office's agent tree (permission 'agents.view'):
 * GET /ops/agents/tree?parentId — one level of the downline tree, a page at a time: the top
 *   (members with no upline that are agents or have a downline) without parentId, else the
 *   direct downline of parentId;
 * GET /ops/agents/path?username — the chain from the top down to that member, to jump to it;
 * GET /ops/agents/:memberId/team — the agent's team figures over a period (the agent
 *   centre's overview, ADR 0013 rollups).
 */
export const agentTreeQuery = z.object({
  parentId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(20),
});
export type AgentTreeQuery = z.infer<typeof agentTreeQuery>;

export const agentNode = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  status: memberStatus,
  isAgent: z.boolean(),
  /** Members one level below. */
  direct: z.number().int(),
  /** Members at every level below. */
  teamSize: z.number().int(),
  createdAt: z.number().int(),
});
export type AgentNode = z.infer<typeof agentNode>;

export const agentTreeResponse = z.object({
  list: z.array(agentNode),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const agentPathQuery = z.object({ username: z.string().trim().min(1).max(64) });
export const agentPathResponse = z.object({ path: z.array(agentNode) });
