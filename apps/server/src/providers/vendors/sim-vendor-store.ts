import type { Db } from '../../db/db';

/**
 * The simulated transfer-mode vendor's own books. Applies a move once per transfer id (in one
 * transaction of its own, as a remote vendor would); a withdrawal beyond the balance is refused.
 */
export async function applySimTransfer(
  db: Db,
  t: {
    vendorCode: string;
    transferId: string;
    memberRef: string;
    currency: string;
    direction: 'in' | 'out';
    amountMinor: bigint;
  },
): Promise<{ ok: boolean; balanceMinor: bigint }> {
  return db.tx(async (tx) => {
    await tx.query(
      `INSERT INTO sim_vendor_wallets (vendor_code, member_ref, currency) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [t.vendorCode, t.memberRef, t.currency],
    );
    const w = await tx.query<{ balance_minor: bigint }>(
      `SELECT balance_minor FROM sim_vendor_wallets WHERE vendor_code = $1 AND member_ref = $2 FOR UPDATE`,
      [t.vendorCode, t.memberRef],
    );
    const balance = w.rows[0]?.balance_minor ?? 0n;
    const seen = await tx.query(
      `SELECT 1 FROM sim_vendor_transfers WHERE vendor_code = $1 AND transfer_id = $2`,
      [t.vendorCode, t.transferId],
    );
    if (seen.rowCount > 0) return { ok: true, balanceMinor: balance };
    const delta = t.direction === 'in' ? t.amountMinor : -t.amountMinor;
    if (balance + delta < 0n) return { ok: false, balanceMinor: balance };
    await tx.query(
      `INSERT INTO sim_vendor_transfers (vendor_code, transfer_id, member_ref, direction, amount_minor)
       VALUES ($1, $2, $3, $4, $5)`,
      [t.vendorCode, t.transferId, t.memberRef, t.direction, t.amountMinor],
    );
    await tx.query(
      `UPDATE sim_vendor_wallets SET balance_minor = balance_minor + $3 WHERE vendor_code = $1 AND member_ref = $2`,
      [t.vendorCode, t.memberRef, delta],
    );
    return { ok: true, balanceMinor: balance + delta };
  });
}

export async function selectSimBalance(
  db: Db,
  vendorCode: string,
  memberRef: string,
): Promise<bigint> {
  const r = await db.query<{ balance_minor: bigint }>(
    `SELECT balance_minor FROM sim_vendor_wallets WHERE vendor_code = $1 AND member_ref = $2`,
    [vendorCode, memberRef],
  );
  return r.rows[0]?.balance_minor ?? 0n;
}
