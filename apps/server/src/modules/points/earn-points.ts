import { currencyScale } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { grantPoints } from './grant-points';

const PAGE = 500;
/** Rows committed after a later row was read still get read: each run looks back this far. */
const LOOK_BACK = '10 minutes';

interface Earning {
  id: bigint;
  member_id: bigint;
  currency: string;
  amount_minor: bigint;
  rate_bps: number;
  at: Date;
}

/**
 * Reads each earning source past its watermark and gives the points its rules say: per valid
 * bet of a settled round (stake less refund, by game type, '*' for the others) and per credited
 * deposit. One keyed ledger transfer per source row (`bet:<round>`, `deposit:<id>`), so a row
 * read again (the look-back, a second process, a crash before the watermark moved) earns once.
 */
export async function runPointsEarning(deps: { db: Db }): Promise<number> {
  return (
    (await earnFrom(deps.db, 'bet', BET_ROWS)) + (await earnFrom(deps.db, 'deposit', DEPOSIT_ROWS))
  );
}

const BET_ROWS = `
  SELECT r.id, r.member_id, r.currency, r.stake_minor - r.refund_minor AS amount_minor,
         COALESCE(own.rate_bps, other.rate_bps) AS rate_bps, r.settled_at AS at
    FROM bet_rounds r
    JOIN members m ON m.id = r.member_id AND m.type <> 4
    LEFT JOIN points_earning_rules own ON own.merchant_id = r.merchant_id
         AND own.source = 'bet' AND own.game_type = r.game_type
    LEFT JOIN points_earning_rules other ON other.merchant_id = r.merchant_id
         AND other.source = 'bet' AND other.game_type = '*'
   WHERE r.status = 'settled' AND r.stake_minor > r.refund_minor
     AND (r.settled_at, r.id) > ($1::timestamptz, $2::bigint)
   ORDER BY r.settled_at, r.id LIMIT $3`;

const DEPOSIT_ROWS = `
  SELECT d.id, d.member_id, d.currency, d.amount_minor, rule.rate_bps, d.updated_at AS at
    FROM deposits d
    JOIN members m ON m.id = d.member_id AND m.type <> 4
    LEFT JOIN points_earning_rules rule ON rule.merchant_id = d.merchant_id
         AND rule.source = 'deposit' AND rule.game_type = '*'
   WHERE d.status = 'credited' AND (d.updated_at, d.id) > ($1::timestamptz, $2::bigint)
   ORDER BY d.updated_at, d.id LIMIT $3`;

async function earnFrom(db: Db, source: 'bet' | 'deposit', rowsSql: string): Promise<number> {
  const mark = await db.query<{ from_at: Date; last_at: Date }>(
    `INSERT INTO points_watermarks (source) VALUES ($1)
     ON CONFLICT (source) DO UPDATE SET source = EXCLUDED.source
     RETURNING last_at - interval '${LOOK_BACK}' AS from_at, last_at`,
    [source],
  );
  let cursor = { at: mark.rows[0]!.from_at, id: 0n };
  let latest = mark.rows[0]!.last_at;
  let granted = 0;
  for (;;) {
    const page = await db.query<Earning>(rowsSql, [cursor.at, cursor.id, PAGE]);
    for (const row of page.rows) {
      const points = earnedPoints(row);
      if (points > 0n) {
        const r = await grantPoints({
          db,
          memberId: row.member_id,
          points,
          grantKey: `${source}:${row.id}`,
          source,
          reference: `${source}:${row.id}`,
        });
        if (!r.replayed) granted += 1;
      }
      cursor = { at: row.at, id: row.id };
      if (row.at > latest) latest = row.at;
    }
    if (page.rows.length < PAGE) break;
  }
  await db.query(`UPDATE points_watermarks SET last_at = $2 WHERE source = $1 AND last_at < $2`, [
    source,
    latest,
  ]);
  return granted;
}

/** Points for an amount: amount in units of currency × rate (10 000 bps = one point a unit). */
export function earnedPoints(row: {
  amount_minor: bigint;
  rate_bps: number | null;
  currency: string;
}) {
  if (!row.rate_bps) return 0n;
  const unit = 10n ** BigInt(currencyScale(row.currency));
  return (row.amount_minor * BigInt(row.rate_bps)) / (10_000n * unit);
}
