import type { HouseDb, Sql } from '../db/house-db';

/**
 * SQL of the house's transfer-wallet book: what each platform member holds at the house. Every
 * movement locks the member's wallet row first (FOR UPDATE), so concurrent deposits,
 * withdrawals and stakes of one member run one after the other and the guarded arithmetic
 * below can never take a balance under zero (the table's CHECK is the last line).
 */
export interface WalletKey {
  memberRef: string;
  currency: string;
}

/** Creates the wallet row when missing and locks it; answers its balance. */
export async function lockWallet(tx: Sql, w: WalletKey): Promise<bigint> {
  await tx.query(
    `INSERT INTO house.transfer_wallets (member_ref, currency) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [w.memberRef, w.currency],
  );
  const r = await tx.query<{ b: bigint }>(
    `SELECT balance_minor AS b FROM house.transfer_wallets WHERE member_ref = $1 AND currency = $2 FOR UPDATE`,
    [w.memberRef, w.currency],
  );
  return (r.rows[0] as { b: bigint }).b;
}

export async function addToWallet(tx: Sql, w: WalletKey, deltaMinor: bigint): Promise<bigint> {
  const r = await tx.query<{ b: bigint }>(
    `UPDATE house.transfer_wallets SET balance_minor = balance_minor + $3, updated_at = now()
     WHERE member_ref = $1 AND currency = $2 AND balance_minor + $3 >= 0 RETURNING balance_minor AS b`,
    [w.memberRef, w.currency, deltaMinor],
  );
  const row = r.rows[0];
  // Unreachable while the row is locked and the caller checked the balance; refuse loudly.
  if (!row) throw new Error(`transfer wallet of ${w.memberRef} would go negative`);
  return row.b;
}

export async function walletBalance(db: Sql, w: WalletKey): Promise<bigint> {
  const r = await db.query<{ b: bigint }>(
    `SELECT balance_minor AS b FROM house.transfer_wallets WHERE member_ref = $1 AND currency = $2`,
    [w.memberRef, w.currency],
  );
  return r.rows[0]?.b ?? 0n;
}

export interface PlatformTransfer extends WalletKey {
  transferId: string;
  kind: 'deposit' | 'withdraw';
  amountMinor: bigint;
}

export type PlatformTransferOutcome =
  | { kind: 'applied' | 'replayed'; balanceMinor: bigint }
  | { kind: 'insufficient'; balanceMinor: bigint }
  | { kind: 'conflict' };

interface TransferRow {
  member_ref: string;
  currency: string;
  kind: string;
  amount_minor: bigint;
  outcome: 'applied' | 'refused';
  balance_after_minor: bigint;
}

/**
 * One deposit or withdraw asked by the platform, in one transaction, once per transfer id. A
 * withdrawal beyond the balance is refused (and the refusal kept: a replay is refused alike).
 */
export async function applyPlatformTransfer(db: HouseDb, t: PlatformTransfer): Promise<PlatformTransferOutcome> {
  return db.tx(async (tx) => {
    const balance = await lockWallet(tx, t);
    const prior = await findTransfer(tx, t.transferId);
    if (prior) return answerPrior(prior, t);
    const refused = t.kind === 'withdraw' && balance < t.amountMinor;
    const after = refused ? balance : balance + (t.kind === 'deposit' ? t.amountMinor : -t.amountMinor);
    const inserted = await tx.query(
      `INSERT INTO house.transfer_wallet_transfers
         (transfer_id, member_ref, currency, kind, amount_minor, outcome, balance_after_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (transfer_id) DO NOTHING`,
      [t.transferId, t.memberRef, t.currency, t.kind, t.amountMinor, refused ? 'refused' : 'applied', after],
    );
    // Taken meanwhile by a call for another member (it holds another wallet lock): answer that one.
    if (inserted.rowCount === 0) {
      const raced = await findTransfer(tx, t.transferId);
      return raced ? answerPrior(raced, t) : { kind: 'conflict' };
    }
    if (refused) return { kind: 'insufficient', balanceMinor: balance };
    return { kind: 'applied', balanceMinor: await addToWallet(tx, t, after - balance) };
  });
}

async function findTransfer(tx: Sql, transferId: string): Promise<TransferRow | null> {
  const r = await tx.query<TransferRow>(
    `SELECT member_ref, currency, kind, amount_minor, outcome, balance_after_minor
       FROM house.transfer_wallet_transfers WHERE transfer_id = $1`,
    [transferId],
  );
  return r.rows[0] ?? null;
}

function answerPrior(prior: TransferRow, t: PlatformTransfer): PlatformTransferOutcome {
  const same = prior.member_ref === t.memberRef && prior.currency === t.currency && prior.kind === t.kind
    && prior.amount_minor === t.amountMinor;
  if (!same) return { kind: 'conflict' };
  if (prior.outcome === 'refused') return { kind: 'insufficient', balanceMinor: prior.balance_after_minor };
  return { kind: 'replayed', balanceMinor: prior.balance_after_minor };
}
