/**
 * The statement a batch of one-statement wallet calls runs as (call-batcher.ts, ADR 0054). Its
 * text is the same whatever the batch holds: the calls arrive as one array per field, one row a
 * call, and each row runs its function through a LATERAL join, in the order of the rows — so
 * it is prepared once per connection and never parsed or planned again. The statement it
 * replaces spelt every call out (a UNION ALL of up to 64 function calls and 1,024 parameters),
 * and parsing, analysing and planning that text took about a fifth of the batch backend's CPU
 * (perf, docs/performance.md) — the one backend every ordinary wallet call waits for.
 *
 * Every array is sent as text[] and cast in SQL, so both drivers (pg, PGlite) serialise plain
 * strings and no driver's handling of bigint, Buffer or Date inside arrays matters.
 */
export interface CallFields {
  merchantId: bigint;
  vendorCode: string;
  txId: string;
  memberId: bigint;
  currency: string;
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
  callHash: Buffer;
  /** The member's main account and the house sub-account the call moves money between. */
  mainAccountId: bigint;
  houseAccountId: bigint;
  transferKey: string;
  transferHash: Buffer;
  /** The transfer's metadata, JSON. */
  metadata: string;
}

export type BatchedCall =
  | (CallFields & { fn: 'seamless_debit'; tokenHash: Buffer; now: Date })
  | (CallFields & { fn: 'seamless_credit'; betTxId: string; roundClosed: boolean });

/**
 * A row takes one branch: the other's WHERE names only the row's own columns, so the planner
 * makes it a one-time filter and that function is never called for the row.
 *
 * Before its first call the batch holds every account it will touch, in the ledger's order: its
 * members' main accounts by id, then its rounds' house sub-accounts by id (`held`, evaluated
 * once as the statement's one-time filter, before any row). Every ledger transfer locks its
 * member accounts by id first and system accounts by id after (`lockAccounts`, the apply
 * trigger), so no batch and no transfer can each hold what the other waits for. One process
 * runs one batch at a time, but every server process has its own batcher (several nodes,
 * `start:cluster`, ADR 0031, 0065): two batches that took shared rows call by call, in
 * opposite orders, deadlocked, and PostgreSQL undid one after `deadlock_timeout` — a second's
 * stall for both (batches-across-servers.test.ts). Every other row a call locks (its round,
 * its bet) belongs to one member, whose main account is held first.
 */
export const BATCH_SQL = `WITH held AS MATERIALIZED (
  SELECT a.id FROM ledger_accounts a
   WHERE a.id = ANY ($12::text[]::bigint[] || $13::text[]::bigint[])
   ORDER BY a.member_id IS NULL, a.id FOR UPDATE)
SELECT c.k, r.wallet_tx_id, r.available_minor
  FROM unnest($1::text[]::int[], $2::text[], $3::text[]::bigint[], $4::text[], $5::text[],
              $6::text[]::bigint[], $7::text[], $8::text[], $9::text[], $10::text[]::bigint[],
              $11::text[]::bytea[], $12::text[]::bigint[], $13::text[]::bigint[], $14::text[],
              $15::text[]::bytea[], $16::text[]::jsonb[], $17::text[]::bytea[],
              $18::text[]::timestamptz[], $19::text[], $20::text[]::boolean[])
       AS c(k, fn, merchant, vendor, tx_id, member, currency, round, game, amount, call_hash,
            main, house, transfer_key, transfer_hash, metadata, token_hash, now, bet_tx_id,
            closed)
 CROSS JOIN LATERAL (
   SELECT d.wallet_tx_id, d.available_minor
     FROM seamless_debit(c.merchant, c.vendor, c.tx_id, c.member, c.currency, c.round, c.game,
                         c.token_hash, c.now, c.amount, c.call_hash, c.main, c.house,
                         c.transfer_key, c.transfer_hash, c.metadata) d
    WHERE c.fn = 'seamless_debit'
   UNION ALL
   SELECT w.wallet_tx_id, w.available_minor
     FROM seamless_credit(c.merchant, c.vendor, c.tx_id, c.member, c.currency, c.round, c.game,
                          c.bet_tx_id, c.amount, c.call_hash, c.closed, c.main, c.house,
                          c.transfer_key, c.transfer_hash, c.metadata) w
    WHERE c.fn = 'seamless_credit'
 ) r
 WHERE (SELECT count(*) FROM held) >= 0`;

const bytea = (b: Buffer) => `\\x${b.toString('hex')}`;

/** The statement's 20 parameters for these calls, row k being calls[k]. */
export function batchParams(calls: readonly BatchedCall[]): (string | null)[][] {
  const columns: (string | null)[][] = Array.from({ length: 20 }, () => []);
  calls.forEach((c, k) => {
    const debit = c.fn === 'seamless_debit' ? c : null;
    const credit = c.fn === 'seamless_credit' ? c : null;
    const row = [
      String(k),
      c.fn,
      String(c.merchantId),
      c.vendorCode,
      c.txId,
      String(c.memberId),
      c.currency,
      c.roundId,
      c.gameCode,
      String(c.amountMinor),
      bytea(c.callHash),
      String(c.mainAccountId),
      String(c.houseAccountId),
      c.transferKey,
      bytea(c.transferHash),
      c.metadata,
      debit ? bytea(debit.tokenHash) : null,
      debit ? debit.now.toISOString() : null,
      credit ? credit.betTxId : null,
      credit ? String(credit.roundClosed) : null,
    ];
    row.forEach((value, i) => columns[i]!.push(value));
  });
  return columns;
}
