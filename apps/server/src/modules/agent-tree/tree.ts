import type { Sql } from '../../db/db';

/**
 * The downline tree (ADR 0012): reads of the member_tree closure table, which a trigger keeps
 * in step with members.upline_id. An agent's team is its whole subtree without itself; its
 * direct downline is the first level. Every answer is one indexed query.
 */

/** Whether `memberId` is in `agentId`'s team (below it at any depth; the agent itself is not). */
export async function isInTeam(sql: Sql, agentId: bigint, memberId: bigint): Promise<boolean> {
  return (await teamDepth(sql, agentId, memberId)) !== null;
}

/** How many levels below `agentId` the member is (1 = direct downline), or null when not in its team. */
export async function teamDepth(
  sql: Sql,
  agentId: bigint,
  memberId: bigint,
): Promise<number | null> {
  const r = await sql.query<{ depth: number }>(
    'SELECT depth FROM member_tree WHERE ancestor_id = $1 AND descendant_id = $2 AND depth > 0',
    [agentId, memberId],
  );
  return r.rows[0]?.depth ?? null;
}

/** Whether `memberId` is a direct downline of `agentId` (contracts are signed only between these). */
export async function isDirectDownline(
  sql: Sql,
  agentId: bigint,
  memberId: bigint,
): Promise<boolean> {
  return (await teamDepth(sql, agentId, memberId)) === 1;
}

/** The ids of `agentId`'s direct downline in id order, `limit` after `afterId` (keyset paging). */
export async function directDownline(
  sql: Sql,
  agentId: bigint,
  page: { afterId?: bigint; limit?: number } = {},
): Promise<bigint[]> {
  const r = await sql.query<{ id: bigint }>(
    `SELECT descendant_id AS id FROM member_tree
      WHERE ancestor_id = $1 AND depth = 1 AND descendant_id > $2
      ORDER BY descendant_id LIMIT $3`,
    [agentId, page.afterId ?? 0n, page.limit ?? 1000],
  );
  return r.rows.map((row) => row.id);
}

/** The uplines of a member, nearest first (its upline, that one's upline, ... up to the root). */
export async function uplines(
  sql: Sql,
  memberId: bigint,
): Promise<{ id: bigint; depth: number }[]> {
  const r = await sql.query<{ id: bigint; depth: number }>(
    `SELECT ancestor_id AS id, depth FROM member_tree
      WHERE descendant_id = $1 AND depth > 0 ORDER BY depth`,
    [memberId],
  );
  return r.rows;
}

/** Team size: every member below the agent, and how many of them are its direct downline. */
export async function teamSize(
  sql: Sql,
  agentId: bigint,
): Promise<{ total: number; direct: number }> {
  const r = await sql.query<{ total: number; direct: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE depth = 1)::int AS direct
       FROM member_tree WHERE ancestor_id = $1 AND depth > 0`,
    [agentId],
  );
  return r.rows[0] ?? { total: 0, direct: 0 };
}
