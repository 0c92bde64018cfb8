import type { AgentNode } from '@wl/contract/agent/ops-agents';
import type { Sql } from '../../db/db';
import { AGENT_TYPES } from '../members/member-record';

interface Row {
  id: bigint;
  username: string;
  type: number;
  status: AgentNode['status'];
  direct: number;
  team_size: number;
  created_at: Date;
  total?: bigint;
}

/** A member with the size of its downline, read from the closure table (ADR 0012). */
const NODE = `m.id, m.username, m.type, m.status, m.created_at,
  (SELECT count(*) FILTER (WHERE t.depth = 1)::int FROM member_tree t
    WHERE t.ancestor_id = m.id AND t.depth > 0) AS direct,
  (SELECT count(*)::int FROM member_tree t WHERE t.ancestor_id = m.id AND t.depth > 0) AS team_size`;

const toNode = (r: Row): AgentNode => ({
  id: Number(r.id),
  username: r.username,
  type: Number(r.type),
  status: r.status,
  isAgent: AGENT_TYPES.includes(Number(r.type)),
  direct: r.direct,
  teamSize: r.team_size,
  createdAt: r.created_at.getTime(),
});

/**
 * One level of the tree, by id. The top level is every member without an upline that is an
 * agent or heads a downline: a plain player who joined alone is not part of any tree.
 */
export async function selectTreeLevel(
  sql: Sql,
  q: { merchantId: bigint; parentId: bigint | null; limit: number; offset: number },
): Promise<{ list: AgentNode[]; total: number }> {
  const where =
    q.parentId === null
      ? `m.upline_id IS NULL AND (m.type = ANY($4::int[])
           OR EXISTS (SELECT 1 FROM members c WHERE c.upline_id = m.id))`
      : `m.upline_id = $4`;
  const r = await sql.query<Row>(
    `SELECT ${NODE}, count(*) OVER () AS total FROM members m
      WHERE m.merchant_id = $1 AND ${where}
      ORDER BY m.id LIMIT $2 OFFSET $3`,
    [q.merchantId, q.limit, q.offset, q.parentId ?? AGENT_TYPES],
  );
  return { list: r.rows.map(toNode), total: Number(r.rows[0]?.total ?? 0) };
}

/** The member and its uplines, top first; empty when the merchant has no such user name. */
export async function selectPathTo(
  sql: Sql,
  merchantId: bigint,
  username: string,
): Promise<AgentNode[]> {
  const r = await sql.query<Row>(
    `SELECT ${NODE} FROM members target
       JOIN member_tree p ON p.descendant_id = target.id
       JOIN members m ON m.id = p.ancestor_id
      WHERE target.merchant_id = $1 AND lower(target.username) = lower($2)
      ORDER BY p.depth DESC`,
    [merchantId, username],
  );
  return r.rows.map(toNode);
}
