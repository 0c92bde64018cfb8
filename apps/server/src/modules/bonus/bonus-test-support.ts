import type { Db } from '../../db/db';

/**
 * Game rounds for bonus tests, written straight into bet_rounds (the vendor wallet writes them
 * in production) so wagering can be tested without a game vendor. Never imported by
 * application code.
 */
let round = 0;

export async function playRound(
  db: Db,
  r: {
    memberId: bigint;
    stakeMinor: bigint;
    gameType?: string;
    refundMinor?: bigint;
    status?: 'open' | 'settled' | 'void';
    startedAt?: Date;
  },
): Promise<void> {
  round += 1;
  await db.query(
    `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type,
                             currency, stake_minor, refund_minor, status, started_at, settled_at)
     SELECT m.merchant_id, m.id, 'HOUSE', $2, 'test-slot', $3, x.currency, $4, $5, $6::text, $7::timestamptz,
            CASE WHEN $6::text = 'settled' THEN $7 END
       FROM members m JOIN merchants x ON x.id = m.merchant_id WHERE m.id = $1`,
    [
      r.memberId,
      `bonus-test-${process.pid}-${round}`,
      r.gameType ?? 'SLOT',
      r.stakeMinor,
      r.refundMinor ?? 0n,
      r.status ?? 'settled',
      r.startedAt ?? new Date(),
    ],
  );
}

/** The member's balances by account kind, and the merchant's promotions account. */
export async function moneyOf(db: Db, memberId: bigint) {
  const r = await db.query<{ kind: string; balance: bigint }>(
    `SELECT kind, balance_minor AS balance FROM ledger_accounts WHERE member_id = $1
     UNION ALL
     SELECT 'promotions', balance_minor FROM ledger_accounts a
      WHERE a.kind = 'promotions' AND a.member_id IS NULL
        AND a.merchant_id = (SELECT merchant_id FROM members WHERE id = $1)`,
    [memberId],
  );
  const of = (kind: string) => r.rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { main: of('main'), bonus: of('bonus'), promotions: of('promotions') };
}
