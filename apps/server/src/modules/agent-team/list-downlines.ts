import type { z } from 'zod';
import type {
  DownlineItem,
  ListDownlinesValue,
  listDownlinesQuery,
} from '@wl/contract/agent/list-downlines';
import type { Db } from '../../db/db';
import { money } from '../cashier/money-edge';
import type { Merchant } from '../merchants/merchant';
import { isAgentType } from '../members/member-record';
import { requireAgent, requireSelfOrTeamMember } from './agent-access';
import { selectDownlines } from './downline-store';

/**
 * Team management (spec §2): the direct downline of the agent or of a member of its team
 * (drill down), or the whole team, searchable by name, with balance, type, last login and
 * contract status (its open contracts with its upline).
 */
export async function listDownlines(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  query: z.output<typeof listDownlinesQuery>;
}): Promise<ListDownlinesValue> {
  const { db, merchant, query } = options;
  const agent = await requireAgent(db, merchant.id, options.memberId);
  const parentId = query.parentId === undefined ? undefined : BigInt(query.parentId);
  const parent = await requireSelfOrTeamMember(db, agent, parentId);
  const { pageNo, pageSize } = query;
  const rows = await selectDownlines(db, {
    agentId: agent.id,
    parentId: query.scope === 'team' ? null : parent.id,
    username: query.username,
    currency: merchant.currency,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  const total = rows[0]?.total ?? 0;
  return {
    parent: { memberId: Number(parent.id), username: parent.username },
    list: rows.map((r) => ({
      memberId: Number(r.id),
      username: r.username,
      nickname: r.nickname,
      type: r.type,
      isAgent: isAgentType(r.type),
      status: r.status,
      depth: r.depth,
      balance: money(r.balance_minor, merchant.currency),
      teamSize: r.team_size,
      contracts: r.contracts as DownlineItem['contracts'],
      lastLoginAt: r.last_login_at?.getTime() ?? null,
      createdAt: r.created_at.getTime(),
    })),
    pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
