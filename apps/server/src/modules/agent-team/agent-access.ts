import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { isInTeam } from '../agent-tree/index';
import { findMember } from '../members/find-member';
import { isAgentType, type MemberRecord } from '../members/member-record';

/**
 * Every agent call starts here: the signed-in member must be an active agent, and any member
 * the call names must be in its team (checked against the tree on the server). A member
 * outside the team, or one that does not exist, gets the same `not_in_team` and no data.
 */
export async function requireAgent(sql: Sql, merchantId: bigint, memberId: bigint) {
  const agent = await findMember({ sql, merchantId, by: { id: memberId } });
  if (!agent || agent.status !== 'active' || !isAgentType(agent.type)) {
    throw new AppError('not_agent');
  }
  return agent;
}

export async function requireTeamMember(
  sql: Sql,
  agent: MemberRecord,
  by: { id: bigint } | { username: string },
): Promise<MemberRecord> {
  const member = await findMember({ sql, merchantId: agent.merchantId, by });
  if (!member || !(await isInTeam(sql, agent.id, member.id))) throw new AppError('not_in_team');
  return member;
}

/** The agent itself or a member of its team (drilling down starts at the agent). */
export async function requireSelfOrTeamMember(
  sql: Sql,
  agent: MemberRecord,
  id: bigint | undefined,
): Promise<MemberRecord> {
  if (id === undefined || id === agent.id) return agent;
  return requireTeamMember(sql, agent, { id });
}
