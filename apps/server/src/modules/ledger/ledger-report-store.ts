import type { Sql } from '../../db/db';
import type { TransferKind, TransferRecord } from './ledger-types';
import { TRANSFER_COLUMNS, toTransfer } from './transfer-store';

export interface TransferFilter {
  accountIds: readonly bigint[];
  kinds: readonly TransferKind[];
  codes: readonly string[] | null;
  from: Date | null;
  to: Date | null;
}

const WHERE = `(t.debit_account_id = ANY($1::bigint[]) OR t.credit_account_id = ANY($1::bigint[]))
  AND t.kind = ANY($2::text[])
  AND ($3::text[] IS NULL OR t.code = ANY($3::text[]))
  AND ($4::timestamptz IS NULL OR t.created_at >= $4)
  AND ($5::timestamptz IS NULL OR t.created_at < $5)`;

function params(f: TransferFilter) {
  return [f.accountIds.map(String), [...f.kinds], f.codes ? [...f.codes] : null, f.from, f.to];
}

export async function selectTransfers(
  sql: Sql,
  f: TransferFilter,
  page: { limit: number; offset: number },
): Promise<TransferRecord[]> {
  const r = await sql.query<Parameters<typeof toTransfer>[0]>(
    `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers t WHERE ${WHERE}
      ORDER BY t.created_at DESC, t.id DESC LIMIT $6 OFFSET $7`,
    [...params(f), page.limit, page.offset],
  );
  return r.rows.map(toTransfer);
}

/** Count and the money in and out of the account set (moves inside the set count neither). */
export async function summariseTransfers(sql: Sql, f: TransferFilter) {
  const r = await sql.query<{ n: bigint; in_minor: bigint | null; out_minor: bigint | null }>(
    `SELECT count(*) AS n,
            sum(t.amount_minor) FILTER (WHERE t.credit_account_id = ANY($1::bigint[])
              AND NOT t.debit_account_id = ANY($1::bigint[]))::bigint AS in_minor,
            sum(t.amount_minor) FILTER (WHERE t.debit_account_id = ANY($1::bigint[])
              AND NOT t.credit_account_id = ANY($1::bigint[]))::bigint AS out_minor
       FROM ledger_transfers t WHERE ${WHERE}`,
    params(f),
  );
  const row = r.rows[0];
  return {
    total: Number(row?.n ?? 0n),
    inMinor: row?.in_minor ?? 0n,
    outMinor: row?.out_minor ?? 0n,
  };
}

/** Posted money by code into and out of an account set, moves inside the set excluded. */
export async function sumFlowsByCode(sql: Sql, accountIds: readonly bigint[]) {
  const r = await sql.query<{ code: string; in_minor: bigint | null; out_minor: bigint | null }>(
    `SELECT code,
            sum(amount_minor) FILTER (WHERE credit_account_id = ANY($1::bigint[])
              AND NOT debit_account_id = ANY($1::bigint[]))::bigint AS in_minor,
            sum(amount_minor) FILTER (WHERE debit_account_id = ANY($1::bigint[])
              AND NOT credit_account_id = ANY($1::bigint[]))::bigint AS out_minor
       FROM ledger_transfers
      WHERE (debit_account_id = ANY($1::bigint[]) OR credit_account_id = ANY($1::bigint[]))
        AND kind IN ('posted', 'post_pending')
      GROUP BY code`,
    [accountIds.map(String)],
  );
  return r.rows.map((row) => ({
    code: row.code,
    inMinor: row.in_minor ?? 0n,
    outMinor: row.out_minor ?? 0n,
  }));
}
