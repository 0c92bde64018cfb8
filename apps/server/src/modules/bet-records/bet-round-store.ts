import type { Sql } from '../../db/db';
import { noteMissionActivity } from '../missions/note-mission-activity';

/**
 * Writes of the bet rounds the member centre reports from. The seamless wallet calls these in
 * the same transaction as the money, so a round and its ledger transfers never disagree.
 */
export interface RoundKey {
  merchantId: bigint;
  memberId: bigint;
  vendorCode: string;
  roundId: string;
}

export async function addRoundStake(
  sql: Sql,
  k: RoundKey & {
    gameCode: string;
    gameType: string | null;
    currency: string;
    amountMinor: bigint;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type,
                             currency, stake_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE
       SET stake_minor = bet_rounds.stake_minor + EXCLUDED.stake_minor,
           game_type = COALESCE(bet_rounds.game_type, EXCLUDED.game_type),
           status = 'open', settled_at = NULL`,
    [
      k.merchantId,
      k.memberId,
      k.vendorCode,
      k.roundId,
      k.gameCode,
      k.gameType,
      k.currency,
      k.amountMinor,
    ],
  );
}

export async function addRoundPayout(
  sql: Sql,
  k: RoundKey & { amountMinor: bigint; closed: boolean },
): Promise<void> {
  await sql.query(
    `UPDATE bet_rounds
        SET payout_minor = payout_minor + $5,
            status = CASE WHEN $6 THEN 'settled' ELSE status END,
            settled_at = CASE WHEN $6 THEN now() ELSE settled_at END
      WHERE merchant_id = $1 AND vendor_code = $2 AND member_id = $3 AND round_id = $4`,
    [k.merchantId, k.vendorCode, k.memberId, k.roundId, k.amountMinor, k.closed],
  );
  // A settled round moves turnover and rounds missions.
  if (k.closed) await noteMissionActivity(sql, k.memberId);
}

/** A refunded stake; the round is void once everything staked came back and nothing was paid. */
export async function addRoundRefund(
  sql: Sql,
  k: RoundKey & { amountMinor: bigint },
): Promise<void> {
  await sql.query(
    `UPDATE bet_rounds
        SET refund_minor = refund_minor + $5,
            status = CASE WHEN refund_minor + $5 >= stake_minor AND payout_minor = 0
                          THEN 'void' ELSE status END,
            settled_at = CASE WHEN refund_minor + $5 >= stake_minor AND payout_minor = 0
                              THEN now() ELSE settled_at END
      WHERE merchant_id = $1 AND vendor_code = $2 AND member_id = $3 AND round_id = $4`,
    [k.merchantId, k.vendorCode, k.memberId, k.roundId, k.amountMinor],
  );
}
