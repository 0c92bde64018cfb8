import type { Sql } from '../../db/db';
import { selectUsableCode, type InviteOffer } from './invite-code-store';

/** Where a newcomer who registers with an agent's invitation code goes, and on what terms. */
export interface AgentPlacement {
  /** The code as the agent spelled it. */
  code: string;
  inviteCodeId: bigint;
  /** The upline of the newcomer. */
  agentId: bigint;
  /** The member type the newcomer gets: 1 (first agent type) or 0 (player). */
  memberType: 0 | 1;
  /** Contracts proposed to the newcomer on registration (agent codes only). */
  offers: InviteOffer[];
}

/**
 * Resolves an invitation code to an agent's placement: an active code (of the new table, which
 * includes the agents' single affiliate codes of before) owned by an active agent. Null when
 * the code is no agent's, so the caller may try other kinds of code (a member's referral code)
 * before refusing it.
 */
export async function resolveAgentInvite(
  sql: Sql,
  merchantId: bigint,
  code: string,
): Promise<AgentPlacement | null> {
  const found = await selectUsableCode(sql, merchantId, code);
  if (!found) return null;
  return {
    code: found.code,
    inviteCodeId: found.id,
    agentId: found.agentId,
    memberType: found.accountType === 'agent' ? 1 : 0,
    offers: found.accountType === 'agent' ? found.offers : [],
  };
}
