import type { MissionKind, MissionPeriod } from '@wl/contract/rewards/missions';
import type { Sql } from '../../db/db';

export interface Mission {
  id: bigint;
  merchantId: bigint;
  title: string;
  titles: Record<string, string>;
  period: MissionPeriod;
  kind: MissionKind;
  gameType: string | null;
  target: bigint;
  rewardMinor: bigint;
  currency: string;
  active: boolean;
  sort: number;
}

interface MissionRow {
  id: bigint;
  merchant_id: bigint;
  title: string;
  titles: Record<string, string>;
  period: MissionPeriod;
  kind: MissionKind;
  game_type: string | null;
  target: bigint;
  reward_minor: bigint;
  currency: string;
  active: boolean;
  sort: number;
}

const toMission = (r: MissionRow): Mission => ({
  id: r.id,
  merchantId: r.merchant_id,
  title: r.title,
  titles: r.titles,
  period: r.period,
  kind: r.kind,
  gameType: r.game_type,
  target: r.target,
  rewardMinor: r.reward_minor,
  currency: r.currency,
  active: r.active,
  sort: r.sort,
});

export async function listMissions(
  sql: Sql,
  merchantId: bigint,
  options: { activeOnly: boolean },
): Promise<Mission[]> {
  const r = await sql.query<MissionRow>(
    `SELECT * FROM missions WHERE merchant_id = $1 AND (active OR NOT $2)
      ORDER BY period, sort, id`,
    [merchantId, options.activeOnly],
  );
  return r.rows.map(toMission);
}

export type MissionInput = Omit<Mission, 'id' | 'merchantId'>;

const columns = (m: MissionInput) => [
  m.title,
  JSON.stringify(m.titles),
  m.period,
  m.kind,
  m.gameType,
  m.target,
  m.rewardMinor,
  m.currency,
  m.active,
  m.sort,
];

export async function insertMission(
  tx: Sql,
  merchantId: bigint,
  m: MissionInput,
): Promise<Mission> {
  const r = await tx.query<MissionRow>(
    `INSERT INTO missions (merchant_id, title, titles, period, kind, game_type, target,
                           reward_minor, currency, active, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [merchantId, ...columns(m)],
  );
  return toMission(r.rows[0]!);
}

/** Locks the merchant's mission for a change; null when there is no such mission. */
export async function lockMission(
  tx: Sql,
  merchantId: bigint,
  id: bigint,
): Promise<Mission | null> {
  const r = await tx.query<MissionRow>(
    'SELECT * FROM missions WHERE merchant_id = $1 AND id = $2 FOR UPDATE',
    [merchantId, id],
  );
  return r.rows[0] ? toMission(r.rows[0]) : null;
}

export async function updateMission(tx: Sql, id: bigint, m: MissionInput): Promise<Mission> {
  const r = await tx.query<MissionRow>(
    `UPDATE missions SET title = $2, titles = $3, period = $4, kind = $5, game_type = $6,
            target = $7, reward_minor = $8, currency = $9, active = $10, sort = $11,
            updated_at = now()
      WHERE id = $1 RETURNING *`,
    [id, ...columns(m)],
  );
  return toMission(r.rows[0]!);
}
