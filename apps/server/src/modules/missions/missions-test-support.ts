import type { MissionKind, MissionPeriod } from '@wl/contract/rewards/missions';
import type { Db } from '../../db/db';
import { insertLoginAttempt } from '../auth/login/login-history-store';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { transfer } from '../ledger/transfer';

/** Helpers for the missions tests. Never imported by application code. */
export async function addMission(
  db: Db,
  merchantId: bigint,
  m: {
    kind: MissionKind;
    target: bigint;
    rewardMinor: bigint;
    period?: MissionPeriod;
    gameType?: string;
    title?: string;
  },
): Promise<bigint> {
  const r = await db.query<{ id: bigint }>(
    `INSERT INTO missions (merchant_id, title, period, kind, game_type, target, reward_minor,
                           currency)
     SELECT $1, $2, $3, $4, $5, $6, $7, currency FROM merchants WHERE id = $1 RETURNING id`,
    [
      merchantId,
      m.title ?? `${m.kind} ${m.target}`,
      m.period ?? 'daily',
      m.kind,
      m.gameType ?? null,
      m.target,
      m.rewardMinor,
    ],
  );
  return r.rows[0]!.id;
}

let deposits = 0;

/** A deposit as the cashier credits it: a DEPOSIT transfer into the main wallet. */
export async function creditedDeposit(
  db: Db,
  m: { merchantId: bigint; memberId: bigint; currency: string },
  amountMinor: bigint,
): Promise<void> {
  deposits += 1;
  const [clearing, wallet] = await Promise.all([
    systemAccount({
      sql: db,
      merchantId: m.merchantId,
      kind: 'cash_in_clearing',
      currency: m.currency,
    }),
    openMemberAccount({ sql: db, memberId: m.memberId, kind: 'main', currency: m.currency }),
  ]);
  await transfer({
    db,
    debitAccountId: clearing.id,
    creditAccountId: wallet.id,
    amountMinor,
    currency: m.currency,
    code: 'DEPOSIT',
    idempotencyKey: `mission-deposit:${m.memberId}:${deposits}`,
  });
}

export async function loginOn(db: Db, m: { merchantId: bigint; memberId: bigint }) {
  await insertLoginAttempt(db, {
    merchantId: m.merchantId,
    memberId: m.memberId,
    subjectKey: `member:${m.memberId}`,
    method: 'password',
    success: true,
    ip: '203.0.113.9',
    userAgent: 'test',
    nowMs: Date.now(),
  });
}

/** Mission-completed messages a member received (for one mission title, when given). */
export async function missionMessages(db: Db, memberId: bigint, title?: string): Promise<number> {
  const r = await db.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
      WHERE d.member_id = $1 AND m.kind = 'mission_completed'
        AND ($2::text IS NULL OR m.params ->> 'mission' = $2)`,
    [memberId, title ?? null],
  );
  return Number(r.rows[0]!.n);
}
