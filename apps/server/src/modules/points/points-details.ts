import type { PointsDetailRow } from '@wl/contract/points/member-points';
import type { Sql } from '../../db/db';
import { POINTS_UNIT } from '../ledger/open-member-account';

/**
 * Points details (ODSFE2_MemTransDet?accountType=points): the member's settled points lines,
 * newest first, each with the balance right after it. The balance is counted back from the
 * account's stored balance over every newer line (a window over the whole account, not only
 * the page, so a filtered page still shows true balances). Orders under review are holds, not
 * lines: they show in the exchange records and become a line when passed.
 */
interface DetailsFilter {
  sql: Sql;
  memberId: bigint;
  startTime?: number;
  endTime?: number;
  pageNo: number;
  pageSize: number;
}

export async function listPointsDetails(options: DetailsFilter) {
  const offset = (options.pageNo - 1) * options.pageSize;
  const rows = await selectLines(options, options.pageSize, offset);
  // A page past the end has no row to carry the count: ask for the first line alone.
  const counted = rows[0] ?? (offset > 0 ? (await selectLines(options, 1, 0))[0] : undefined);
  const total = Number(counted?.total ?? 0n);
  const list: PointsDetailRow[] = rows.map((row) => ({
    id: row.id.toString(),
    time: row.created_at.getTime(),
    code: row.code,
    points: row.change.toString(),
    balance: row.balance_after.toString(),
    remark: row.reference,
  }));
  return {
    accountType: 'points' as const,
    list,
    total,
    totalPages: Math.max(1, Math.ceil(total / options.pageSize)),
    pageNum: options.pageNo,
  };
}

async function selectLines(f: DetailsFilter, limit: number, offset: number) {
  const r = await f.sql.query<{
    id: bigint;
    code: PointsDetailRow['code'];
    reference: string;
    created_at: Date;
    change: bigint;
    balance_after: bigint;
    total: bigint;
  }>(
    `WITH account AS (
       SELECT id, balance_minor FROM ledger_accounts
        WHERE member_id = $1 AND kind = 'points' AND currency = $2
     ), lines AS (
       SELECT t.id, t.code, t.reference, t.created_at,
              CASE WHEN t.credit_account_id = a.id THEN t.amount_minor
                   ELSE -t.amount_minor END AS change,
              a.balance_minor
         FROM ledger_transfers t JOIN account a
           ON t.debit_account_id = a.id OR t.credit_account_id = a.id
        WHERE t.kind IN ('posted', 'post_pending')
     ), balanced AS (
       SELECT id, code, reference, created_at, change,
              balance_minor - coalesce(sum(change) OVER (ORDER BY created_at DESC, id DESC
                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after
         FROM lines
     )
     SELECT *, count(*) OVER () AS total FROM balanced
      WHERE ($3::timestamptz IS NULL OR created_at >= $3)
        AND ($4::timestamptz IS NULL OR created_at < $4)
      ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [
      f.memberId,
      POINTS_UNIT,
      f.startTime !== undefined ? new Date(f.startTime) : null,
      f.endTime !== undefined ? new Date(f.endTime) : null,
      limit,
      offset,
    ],
  );
  return r.rows;
}
