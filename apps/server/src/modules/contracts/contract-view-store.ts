import type { Sql } from '../../db/db';
import {
  contractFromRow,
  type ContractKind,
  type ContractRecord,
  type ContractRow,
} from './contract-store';

/** Contracts with the usernames of both sides, as the agent's screens show them. */
export interface ContractWithNames extends ContractRecord {
  uplineUsername: string | null;
  downlineUsername: string;
  /** The downline runs contracts of its own above this one's ratio (accepting ends them). */
  downlineHigherRate: boolean;
}

type Row = ContractRow & {
  upline_username: string | null;
  downline_username: string;
  downline_higher: boolean;
};

export async function selectContractViews(
  sql: Sql,
  q: {
    merchantId: bigint;
    memberId: bigint | null;
    kind: ContractKind | null;
    contractId?: bigint;
  },
): Promise<ContractWithNames[]> {
  const r = await sql.query<Row>(
    `SELECT c.*, u.username AS upline_username, d.username AS downline_username,
            EXISTS (SELECT 1 FROM contracts x
                     WHERE x.upline_id = c.downline_id AND x.kind = c.kind
                       AND x.status IN ('proposed', 'active')
                       AND x.top_ratio_bps > c.top_ratio_bps) AS downline_higher
       FROM contracts c
       JOIN members d ON d.id = c.downline_id
       LEFT JOIN members u ON u.id = c.upline_id
      WHERE c.merchant_id = $1
        AND ($2::bigint IS NULL OR c.upline_id = $2 OR c.downline_id = $2)
        AND ($3::text IS NULL OR c.kind = $3)
        AND ($4::bigint IS NULL OR c.id = $4)
      ORDER BY c.id DESC LIMIT 200`,
    [q.merchantId, q.memberId, q.kind, q.contractId ?? null],
  );
  return r.rows.map((x) => ({
    ...contractFromRow(x),
    uplineUsername: x.upline_username,
    downlineUsername: x.downline_username,
    downlineHigherRate: x.downline_higher,
  }));
}
