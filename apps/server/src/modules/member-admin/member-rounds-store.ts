import type {
  ListMemberRoundsQuery,
  MemberRound,
  VendorWalletCall,
} from '@wl/contract/member-admin/member-rounds';
import type { Sql } from '../../db/db';
import { money } from '../cashier/money-edge';

interface RoundRow {
  vendor_code: string;
  round_id: string;
  game_code: string;
  game_type: string | null;
  currency: string;
  stake_minor: bigint;
  payout_minor: bigint;
  refund_minor: bigint;
  status: MemberRound['status'];
  started_at: Date;
  settled_at: Date | null;
  total?: bigint;
}

const toRound = (r: RoundRow): MemberRound => {
  const [stake, payout, refund] = [r.stake_minor, r.payout_minor, r.refund_minor].map(BigInt) as [
    bigint,
    bigint,
    bigint,
  ];
  return {
    vendorCode: r.vendor_code,
    roundId: r.round_id,
    gameCode: r.game_code,
    gameType: r.game_type,
    currency: r.currency,
    stake: money(stake, r.currency),
    payout: money(payout, r.currency),
    refund: money(refund, r.currency),
    winLoss: money(payout + refund - stake, r.currency),
    status: r.status,
    startedAt: new Date(r.started_at).getTime(),
    settledAt: r.settled_at ? new Date(r.settled_at).getTime() : null,
  };
};

const ROUND_COLUMNS = `vendor_code, round_id, game_code, game_type, currency, stake_minor,
  payout_minor, refund_minor, status, started_at, settled_at`;

/** One member's rounds, newest first (index bet_rounds_member_time). */
export async function selectMemberRounds(sql: Sql, memberId: bigint, q: ListMemberRoundsQuery) {
  const r = await sql.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS}, count(*) OVER () AS total FROM bet_rounds
      WHERE member_id = $1 AND ($2::text IS NULL OR vendor_code = $2)
        AND ($3::text IS NULL OR status = $3)
        AND ($4::timestamptz IS NULL OR started_at >= $4)
        AND ($5::timestamptz IS NULL OR started_at < $5)
      ORDER BY started_at DESC, id DESC LIMIT $6 OFFSET $7`,
    [
      memberId,
      q.vendorCode || null,
      q.status ?? null,
      q.startTime !== undefined ? new Date(q.startTime) : null,
      q.endTime !== undefined ? new Date(q.endTime) : null,
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    ],
  );
  return { total: Number(r.rows[0]?.total ?? 0), list: r.rows.map(toRound) };
}

/** A round and the vendor's wallet calls for it, in arrival order (index 0931). */
export async function selectRoundRecall(
  sql: Sql,
  key: { memberId: bigint; vendorCode: string; roundId: string },
): Promise<{ round: MemberRound; calls: VendorWalletCall[] } | null> {
  const round = await sql.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM bet_rounds
      WHERE member_id = $1 AND vendor_code = $2 AND round_id = $3`,
    [key.memberId, key.vendorCode, key.roundId],
  );
  const row = round.rows[0];
  if (!row) return null;
  const calls = await sql.query<{
    tx_id: string;
    kind: VendorWalletCall['kind'];
    amount_minor: bigint;
    currency: string;
    bet_tx_id: string | null;
    state: string | null;
    transfer_id: bigint | null;
    created_at: Date;
  }>(
    `SELECT tx_id, kind, amount_minor, currency, bet_tx_id, state, transfer_id, created_at
       FROM vendor_wallet_txs WHERE member_id = $1 AND vendor_code = $2 AND round_id = $3
      ORDER BY created_at, id`,
    [key.memberId, key.vendorCode, key.roundId],
  );
  return {
    round: toRound(row),
    calls: calls.rows.map((c) => ({
      txId: c.tx_id,
      kind: c.kind,
      amount: money(BigInt(c.amount_minor), c.currency),
      betTxId: c.bet_tx_id,
      state: c.state,
      transferId: c.transfer_id?.toString() ?? null,
      createdAt: new Date(c.created_at).getTime(),
    })),
  };
}
