import type { Sql } from '../../db/db';
import { ledgerTransfers } from '../metrics/metrics';
import { ACCOUNT_COLUMNS, toAccount, type AccountRow } from './account-store';
import type { Account, TransferRecord } from './ledger-types';
import { TRANSFER_COLUMNS, toTransfer, type NewTransfer, type TransferRow } from './transfer-store';

const PREFIXED_TRANSFER = TRANSFER_COLUMNS.split(',')
  .map((c) => `i.${c.trim()} AS t_${c.trim()}`)
  .join(', ');

/**
 * A posted or pending transfer in ONE round trip: locks the member accounts in id order (as
 * `lockAccounts`), reads the system ones, and inserts the transfer only if the checks that
 * `moveInTx` makes pass on the rows just locked (same merchant, currency and universe; the
 * debited member account can afford it). Answers the accounts as locked and the transfer, or
 * null when nothing was inserted: the caller then explains why from the same locked rows
 * (refusal, replay or conflict), exactly as the two-statement path did. The AFTER INSERT
 * trigger applies the balances at the end of the statement; the CHECK still backstops them.
 */
export async function lockAndInsertTransfer(
  sql: Sql,
  t: Omit<NewTransfer, 'playMoney' | 'pendingId'>,
): Promise<{ accounts: Account[]; inserted: TransferRecord | null }> {
  const r = await sql.query<AccountRow & Record<string, unknown>>(
    `WITH locked AS (
       SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts
        WHERE id = ANY($1::bigint[]) AND member_id IS NOT NULL
        ORDER BY id FOR UPDATE),
     accounts AS (
       SELECT * FROM locked
       UNION ALL
       SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = ANY($1::bigint[]) AND member_id IS NULL),
     allowed AS (
       SELECT d.play_money FROM accounts d JOIN accounts c ON c.id = $3::bigint
        WHERE d.id = $2::bigint AND d.merchant_id = c.merchant_id AND d.play_money = c.play_money
          AND d.currency = $6::text AND c.currency = $6::text
          AND (d.member_id IS NULL OR d.balance_minor - d.pending_debit_minor >= $5::bigint)),
     i AS (
       INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_minor,
         currency, play_money, code, reference, idempotency_key, request_hash, metadata)
       SELECT $4::text, $2::bigint, $3::bigint, $5::bigint, $6::text, allowed.play_money, $7::text,
              $8::text, $9::text, $10::bytea, $11::jsonb FROM allowed
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${TRANSFER_COLUMNS})
     SELECT a.*, ${PREFIXED_TRANSFER} FROM accounts a LEFT JOIN i ON true`,
    [
      [String(t.debitAccountId), String(t.creditAccountId)],
      t.debitAccountId,
      t.creditAccountId,
      t.kind,
      t.amountMinor,
      t.currency,
      t.code,
      t.reference,
      t.idempotencyKey,
      t.requestHash,
      JSON.stringify(t.metadata),
    ],
  );
  const accounts = r.rows.map(toAccount);
  const first = r.rows[0];
  const inserted =
    first && first.t_id !== null && first.t_id !== undefined
      ? toTransfer(
          Object.fromEntries(
            Object.entries(first)
              .filter(([k]) => k.startsWith('t_'))
              .map(([k, v]) => [k.slice(2), v]),
          ) as unknown as TransferRow,
        )
      : null;
  if (inserted) ledgerTransfers.inc({ code: inserted.code, kind: inserted.kind });
  return { accounts, inserted };
}
