import type { Sql } from '../../db/db';
import { findMember } from '../members/find-member';
import type { MemberRecord } from '../members/member-record';
import type { Promotion } from './promotion-store';

const DAY_MS = 86_400_000;
/** Upline chains are short (agent → sub-agent → member); this bounds a corrupt cycle. */
const MAX_UPLINE_DEPTH = 12;

/** Whether the promotion runs at `now`: enabled, started and not ended. */
export function isRunning(p: Promotion, now: Date): boolean {
  return p.enabled && p.startsAt <= now && (p.endsAt === null || p.endsAt > now);
}

/**
 * Whether the member is in the promotion's target: everyone, members registered within N
 * days, VIP levels (the member's club rank level), or the teams of some agents (any depth).
 * Trial accounts are never targeted.
 */
export async function isTargeted(
  sql: Sql,
  p: Promotion,
  member: MemberRecord,
  now: Date,
): Promise<boolean> {
  if (member.type === 4 || member.status !== 'active') return false;
  const target = p.target;
  switch (target.type) {
    case 'all':
      return true;
    case 'new_members':
      return now.getTime() - member.createdAt.getTime() <= target.withinDays * DAY_MS;
    case 'vip_levels':
      return target.levels.includes(member.clubRankLevel);
    case 'agent_teams':
      return inTeams(sql, member, new Set(target.agentIds));
    default: {
      const never: never = target;
      throw new Error(`unknown target ${JSON.stringify(never)}`);
    }
  }
}

async function inTeams(sql: Sql, member: MemberRecord, agentIds: Set<string>) {
  let upline = member.uplineId;
  for (let depth = 0; upline !== null && depth < MAX_UPLINE_DEPTH; depth++) {
    if (agentIds.has(upline.toString())) return true;
    const next = await findMember({ sql, merchantId: member.merchantId, by: { id: upline } });
    upline = next?.uplineId ?? null;
  }
  return false;
}

export async function loadMember(sql: Sql, merchantId: bigint, memberId: bigint) {
  return findMember({ sql, merchantId, by: { id: memberId } });
}
