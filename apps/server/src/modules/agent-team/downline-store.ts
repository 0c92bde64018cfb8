import type { Sql } from '../../db/db';

/**
 * Team management rows: a level below a parent, or the agent's whole team, with each member's
 * main-wallet balance (available: balance less holds) and the size of its own team. Read
 * only; the ledger module alone writes the balances.
 */
export interface DownlineRow {
  id: bigint;
  username: string;
  nickname: string | null;
  type: number;
  status: string;
  depth: number;
  balance_minor: bigint;
  team_size: number;
  /** The member's open contracts with its upline (offered or in force), one per kind. */
  contracts: { kind: string; status: string }[];
  last_login_at: Date | null;
  created_at: Date;
  total: number;
}

export async function selectDownlines(
  sql: Sql,
  q: {
    agentId: bigint;
    /** Lists the direct downline of this member; null lists the agent's whole team. */
    parentId: bigint | null;
    username: string | undefined;
    currency: string;
    limit: number;
    offset: number;
  },
): Promise<DownlineRow[]> {
  const r = await sql.query<DownlineRow>(
    `SELECT m.id, m.username, m.nickname, m.type, m.status, mine.depth,
            coalesce(a.balance_minor - a.pending_debit_minor, 0)::int8 AS balance_minor,
            (SELECT count(*)::int FROM member_tree s WHERE s.ancestor_id = m.id AND s.depth > 0)
              AS team_size,
            (SELECT coalesce(json_agg(json_build_object('kind', c.kind, 'status', c.status)
                                      ORDER BY c.kind), '[]')
               FROM contracts c WHERE c.downline_id = m.id AND c.status IN ('proposed', 'active'))
              AS contracts,
            m.last_login_at, m.created_at, count(*) OVER ()::int AS total
       FROM member_tree t
       JOIN members m ON m.id = t.descendant_id
       JOIN member_tree mine ON mine.ancestor_id = $1 AND mine.descendant_id = m.id
       LEFT JOIN ledger_accounts a
         ON a.member_id = m.id AND a.kind = 'main' AND a.currency = $4 AND NOT a.play_money
      WHERE t.ancestor_id = coalesce($2, $1)
        AND (CASE WHEN $2::int8 IS NULL THEN t.depth > 0 ELSE t.depth = 1 END)
        AND ($3::text IS NULL OR m.username ILIKE '%' || $3 || '%')
      ORDER BY mine.depth, m.id
      LIMIT $5 OFFSET $6`,
    [q.agentId, q.parentId, q.username || null, q.currency, q.limit, q.offset],
  );
  return r.rows;
}
