import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { houseSubAccount } from '../ledger/house-account';
import { hashToken } from '../sessions/session-token';
import { BATCH_SQL, batchParams, type BatchedCall } from './batch-statement';
import { prepareSeamlessWorkload } from './bench-support';
import { HOUSE_VENDOR_CODE } from './house-defaults';

const t = useTestApp();
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Every server process runs its own batcher (call-batcher.ts): behind a proxy or under
 * `npm run start:cluster` (ADR 0031), two batches run at once. A batch touches the main
 * accounts of its members and the house sub-accounts of their rounds, call after call; two
 * batches that took the same rows in opposite orders deadlocked, and PostgreSQL broke the
 * knot only after `deadlock_timeout` (1 s) by undoing one of them — a second's stall for every
 * call of both servers, then each undone call again alone. Measured with two platform
 * processes on two cores: 57–117 pairs/s against 443–496 for one (docs/performance.md). A
 * batch now holds all its accounts, in id order, before its first call.
 */
describe.skipIf(!ON_POSTGRES)('seamless batches of two servers at once', () => {
  it('take their accounts in one order, so they wait for each other and never deadlock', async () => {
    const db = t.db;
    const w = await prepareSeamlessWorkload({ db, players: 4, fundMinor: 1_000_000n });
    const players = await Promise.all(
      w.players.map(async (p) => {
        const r = await db.query<{ merchant_id: bigint; id: bigint }>(
          `SELECT m.merchant_id, a.id FROM members m
             JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'main' AND a.currency = $2
            WHERE m.id = $1`,
          [p.memberId, p.currency],
        );
        return { ...p, merchantId: BigInt(r.rows[0]!.merchant_id), main: BigInt(r.rows[0]!.id) };
      }),
    );
    const { merchantId, currency } = players[0]!;
    const [h1, h2] = await Promise.all(
      [1, 2].map(
        async (subAccount) =>
          (await houseSubAccount({ sql: db, merchantId, currency, subAccount })).id,
      ),
    );
    const debit = (k: number, house: bigint): BatchedCall => {
      const p = players[k]!;
      return {
        fn: 'seamless_debit',
        merchantId,
        vendorCode: HOUSE_VENDOR_CODE,
        txId: `across.${k}`,
        memberId: p.memberId,
        currency,
        roundId: `across.${k}.round`,
        gameCode: 'lucky-sevens',
        amountMinor: 100n,
        callHash: createHash('sha256').update(`call ${k}`).digest(),
        mainAccountId: p.main,
        houseAccountId: house,
        transferKey: `across:${k}`,
        transferHash: createHash('sha256').update(`transfer ${k}`).digest(),
        metadata: '{}',
        tokenHash: hashToken(p.token),
        now: new Date(),
      };
    };
    // Server A books to h1 then h2, server B to h2 then h1, each from its own pool.
    const batchA = [debit(0, h1!), debit(1, h2!)];
    const batchB = [debit(2, h2!), debit(3, h1!)];
    const serverA = t.testDb.reopen!();
    const serverB = t.testDb.reopen!();
    const run = (server: Db, calls: BatchedCall[]) =>
      server.query<{ k: number }>(BATCH_SQL, batchParams(calls), { prepare: 'seamless_batch' });

    // Both house rows held elsewhere until both batches wait: without one order, A would
    // then take h1 and wait for h2 while B took h2 and waited for h1, and PostgreSQL would
    // undo one of them (40P01).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = db.tx(async (sql) => {
      await sql.query('SELECT id FROM ledger_accounts WHERE id = ANY($1) FOR UPDATE', [[h1, h2]]);
      await released;
    });
    const answers = Promise.allSettled([run(serverA, batchA), run(serverB, batchB)]);
    await waitForLockWaits(db, 2);
    release();
    await holder;
    const [a, b] = await answers;

    expect(a.status === 'fulfilled' ? a.value.rows.length : a.reason).toBe(2);
    expect(b.status === 'fulfilled' ? b.value.rows.length : b.reason).toBe(2);
  });
});

async function waitForLockWaits(db: Db, n: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const r = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (Number(r.rows[0]!.n) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${n} sessions never waited for a lock`);
}
