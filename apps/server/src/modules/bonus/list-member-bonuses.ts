import type { Sql } from '../../db/db';
import { listMemberBonuses as selectMemberBonuses, type MemberBonus } from './bonus-store';

/** A member's bonuses, newest first, optionally of one source (e.g. 'promotion'). */
export async function listMemberBonuses(options: {
  sql: Sql;
  memberId: bigint;
  source?: string;
}): Promise<MemberBonus[]> {
  const all = await selectMemberBonuses(options.sql, options.memberId, { limit: 200 });
  return options.source ? all.filter((b) => b.source === options.source) : all;
}
