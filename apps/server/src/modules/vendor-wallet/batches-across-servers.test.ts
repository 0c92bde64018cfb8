import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { houseSubAccount } from '../ledger/house-account';
import { openMemberAccount } from '../ledger/open-member-account';
import { transfer } from '../ledger/transfer';
import { hashToken } from '../sessions/session-token';
import { BATCH_SQL, batchParams, type BatchedCall } from './batch-statement';
import { HOUSE_VENDOR_CODE } from './house-defaults';
import { fundedPlayer, type WalletPlayer } from './wallet-test-support';

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
 * batch now holds all its accounts before its first call, in the ledger's order (ADR 0065).
 * Each case makes the deadlock certain without that order: rows held elsewhere until every
 * party waits, then released at once. PostgreSQL only (one connection in PGlite).
 */
describe.skipIf(!ON_POSTGRES)('seamless batches beside other servers', () => {
  /** Four funded players with tokens; house sub-account 7 opened first, so its id is lower. */
  async function setUp(runId: string) {
    const db = t.db;
    const { merchantId, currency } = await fundedPlayer(db, { amountMinor: 0n });
    const early = await houseSubAccount({ sql: db, merchantId, currency, subAccount: 7 });
    const players: (WalletPlayer & { main: bigint })[] = [];
    for (let k = 0; k < 4; k += 1) {
      const p = await fundedPlayer(db, { amountMinor: 1_000_000n });
      const main = await openMemberAccount({
        sql: db,
        memberId: p.memberId,
        kind: 'main',
        currency,
      });
      players.push({ ...p, main: main.id });
    }
    const house = async (subAccount: number) =>
      (await houseSubAccount({ sql: db, merchantId, currency, subAccount })).id;
    const debit = (k: number, houseId: bigint): BatchedCall => {
      const p = players[k]!;
      const id = `${runId}.${k}.${houseId}`;
      return {
        fn: 'seamless_debit',
        merchantId,
        vendorCode: HOUSE_VENDOR_CODE,
        txId: id,
        memberId: p.memberId,
        currency,
        roundId: `${id}.round`,
        gameCode: 'lucky-sevens',
        amountMinor: 100n,
        callHash: createHash('sha256').update(`call ${id}`).digest(),
        mainAccountId: p.main,
        houseAccountId: houseId,
        transferKey: `across:${id}`,
        transferHash: createHash('sha256').update(`transfer ${id}`).digest(),
        metadata: '{}',
        tokenHash: hashToken(p.playerToken),
        now: new Date(),
      };
    };
    return { players, early: early.id, house, debit, currency };
  }

  const runBatch = (server: Db, calls: BatchedCall[]) =>
    server.query<{ k: number }>(BATCH_SQL, batchParams(calls), { prepare: 'seamless_batch' });

  it('of two servers take their accounts in one order: one waits, neither is undone', async () => {
    const { house, debit } = await setUp('two');
    const [h1, h2] = [await house(1), await house(2)];
    // Server A books to h1 then h2, server B to h2 then h1, each from its own pool. Taken call
    // by call, A would hold h1 and wait for h2 while B held h2 and waited for h1.
    const batchA = [debit(0, h1), debit(1, h2)];
    const batchB = [debit(2, h2), debit(3, h1)];
    const answers = await whileHeld(t.db, [h1, h2], 2, () =>
      Promise.allSettled([
        runBatch(t.testDb.reopen!(), batchA),
        runBatch(t.testDb.reopen!(), batchB),
      ]),
    );
    expect(answers.map(rowsOrReason)).toEqual([2, 2]);
  });

  it("and a ledger transfer of the same member: member accounts first, as the ledger's", async () => {
    const { players, early, debit, currency } = await setUp('transfer');
    const member = players[0]!;
    expect(early).toBeLessThan(member.main);
    // A transfer from the member's main account to the earlier-opened house row locks the
    // member's account, then the house row (lockAccounts, the apply trigger). A batch holding
    // its accounts by id alone would take that house row first and then wait for the member
    // held by the transfer, which waits for the house row.
    const answers = await whileHeld(t.db, [member.main], 2, async () => {
      const moved = transfer({
        db: t.testDb.reopen!(),
        debitAccountId: member.main,
        creditAccountId: early,
        amountMinor: 10n,
        currency,
        code: 'BET_STAKE',
        idempotencyKey: 'across:transfer',
      });
      await waitForLockWaits(t.db, 1);
      const batch = runBatch(t.testDb.reopen!(), [debit(0, early), debit(1, early)]);
      return Promise.allSettled([moved, batch]);
    });
    expect(answers[0].status === 'fulfilled' ? 'moved' : answers[0].reason).toBe('moved');
    expect(rowsOrReason(answers[1])).toBe(2);
  });
});

/**
 * Runs `race` while another transaction holds `rows`, and lets them go once `waiters`
 * sessions wait for a lock — so every party of the race is queued before any proceeds.
 */
async function whileHeld<T>(
  db: Db,
  rows: bigint[],
  waiters: number,
  race: () => Promise<T>,
): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const holder = db.tx(async (sql) => {
    await sql.query('SELECT id FROM ledger_accounts WHERE id = ANY($1) FOR UPDATE', [rows]);
    held();
    await released;
  });
  await holding;
  const result = race();
  await waitForLockWaits(db, waiters);
  release();
  await holder;
  return result;
}

const rowsOrReason = (a: PromiseSettledResult<{ rows: unknown[] }>) =>
  a.status === 'fulfilled' ? a.value.rows.length : a.reason;

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
