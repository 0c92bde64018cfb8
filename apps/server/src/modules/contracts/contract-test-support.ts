import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/db';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { createTestMember, type TestMember } from '../ledger/test-support';
import type { ContractKind } from './contract-store';
import { proposeContract } from './propose-contract';
import { DEFAULT_SETTINGS, upsertSettings } from './settings-store';
import { signContract } from './sign-contract';
import type { Tier } from './settlement-math';

/** Contract fixtures for tests; never imported by application code. */
export const flatTier = (ratioBps: number): Tier => ({
  ratioBps,
  minTurnoverMinor: 0n,
  minLossMinor: 0n,
  minActiveMembers: 0,
});

export async function enableAllKinds(db: Db, merchantId: bigint, maxRatioBps = 3000) {
  await upsertSettings(db, merchantId, {
    ...DEFAULT_SETTINGS,
    enabled: { dividend: true, daily_salary: true, hourly_salary: true, realtime_salary: true },
    maxRatioBps,
  });
}

export async function agent(db: Db, uplineId?: bigint): Promise<TestMember> {
  return createTestMember(db, { type: 1, ...(uplineId ? { uplineId } : {}) });
}

/** Offers and signs a contract (from the merchant when `uplineId` is null). */
export async function signed(
  db: Db,
  o: {
    merchantId: bigint;
    uplineId: bigint | null;
    downlineId: bigint;
    kind?: ContractKind;
    tiers: Tier[];
    at: Date;
  },
) {
  const c = await proposeContract({
    db,
    merchantId: o.merchantId,
    uplineId: o.uplineId,
    downlineId: o.downlineId,
    kind: o.kind ?? 'realtime_salary',
    ...(o.kind === 'dividend' ? { period: 'daily' as const } : {}),
    tiers: o.tiers,
    actor: o.uplineId ? { type: 'member', id: String(o.uplineId) } : { type: 'operator', id: '1' },
    now: o.at,
  });
  return signContract({
    db,
    merchantId: o.merchantId,
    memberId: o.downlineId,
    contractId: c.id,
    now: o.at,
  });
}

/** A settled house round of a player, as the seamless wallet would record it. */
export async function settledRound(
  db: Db,
  o: { merchantId: bigint; memberId: bigint; stakeMinor: bigint; payoutMinor?: bigint; at: Date },
) {
  await db.query(
    `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
                             stake_minor, payout_minor, status, started_at, settled_at)
     SELECT $1, $2, 'HOUSE', $3, 'test', m.currency, $4, $5, 'settled', $6, $6
       FROM merchants m WHERE m.id = $1`,
    [
      o.merchantId,
      o.memberId,
      `r${Math.random().toString(36).slice(2)}`,
      o.stakeMinor,
      o.payoutMinor ?? 0n,
      o.at,
    ],
  );
}

/** A database of its own for a test file, with every contract kind enabled for DEMO. */
export function useContractsDb(options: { poolSize?: number } = {}) {
  const ctx = {} as { testDb: TestDb; db: Db; merchantId: bigint };
  beforeAll(async () => {
    ctx.testDb = await createTestDb(options);
    ctx.db = ctx.testDb.db;
    ctx.merchantId = (
      await ctx.db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`)
    ).rows[0]!.id;
    await enableAllKinds(ctx.db, ctx.merchantId);
  }, 60_000);
  afterAll(async () => ctx.testDb?.drop());
  return ctx;
}
