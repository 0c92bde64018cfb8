import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { testDatabaseUrl } from '../../../test/test-db-url';
import { AppError } from '../../http/app-error';
import { checkLedger } from './check-ledger';
import { holdFunds } from './hold-funds';
import type { LedgerResult } from './ledger-types';
import { openMemberAccount } from './open-member-account';
import { postHold } from './post-hold';
import { systemAccount } from './system-account';
import { createTestMember } from './test-support';
import { transfer } from './transfer';
import { voidHold } from './void-hold';

/**
 * The bank test: many members and the system accounts, concurrent workers firing a mix of
 * money operations with exact replays and same-key-different-body conflicts. Afterwards the
 * books must balance to the unit. Full size on a real PostgreSQL (32 connections); a smaller
 * run on the embedded one, whose single backend serialises everything anyway.
 */
const real = Boolean(testDatabaseUrl());
const MEMBERS = real ? 200 : 40;
const WORKERS = 32;
const OPERATIONS = real ? 10_000 : 1_200;
const FUND_MINOR = 500_00n;

type Op =
  | { type: 'deposit' | 'transfer' | 'hold'; from: bigint; to: bigint; amount: bigint; key: string }
  | { type: 'post' | 'void'; holdId: bigint; amount?: bigint; key: string };

/** A small seeded generator, so a failing run can be repeated. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('bank test: concurrent money operations keep the books exact', () => {
  let testDb: TestDb;
  const wallets: bigint[] = [];
  let clearingIn: bigint;
  let clearingOut: bigint;
  let house: bigint;

  beforeAll(async () => {
    testDb = await createTestDb({ poolSize: WORKERS });
    const db = testDb.db;
    const first = await createTestMember(db);
    clearingIn = (
      await systemAccount({
        sql: db,
        merchantId: first.merchantId,
        kind: 'cash_in_clearing',
        currency: 'PHP',
      })
    ).id;
    clearingOut = (
      await systemAccount({
        sql: db,
        merchantId: first.merchantId,
        kind: 'cash_out_clearing',
        currency: 'PHP',
      })
    ).id;
    house = (
      await systemAccount({ sql: db, merchantId: first.merchantId, kind: 'house', currency: 'PHP' })
    ).id;
    for (let i = 0; i < MEMBERS; i++) {
      const m = i === 0 ? first : await createTestMember(db);
      const w = await openMemberAccount({
        sql: db,
        memberId: m.memberId,
        kind: 'main',
        currency: 'PHP',
      });
      await transfer({
        db,
        debitAccountId: clearingIn,
        creditAccountId: w.id,
        amountMinor: FUND_MINOR,
        currency: 'PHP',
        code: 'DEPOSIT',
        idempotencyKey: `bank:fund:${i}`,
      });
      wallets.push(w.id);
    }
  }, 120_000);

  afterAll(async () => {
    await testDb?.drop();
  });

  it(`keeps totals, keys and balances exact over ${OPERATIONS} operations from ${WORKERS} workers`, async () => {
    const db = testDb.db;
    const seed = Number(process.env.BANK_SEED ?? Date.now() % 1_000_000);
    const rnd = random(seed);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
    const amount = () => BigInt(1 + Math.floor(rnd() * 200_00));
    const openHolds: { id: bigint; amount: bigint }[] = [];
    const done: { op: Op; result: LedgerResult }[] = [];
    const posted = new Map<string, bigint>(); // idempotency key → transfer id
    const outcomes = { ok: 0, replayed: 0, conflicts: 0, insufficient: 0, alreadyResolved: 0 };
    let issued = 0;

    const run = (op: Op): Promise<LedgerResult> => {
      switch (op.type) {
        case 'deposit':
        case 'transfer':
          return transfer({
            db,
            debitAccountId: op.from,
            creditAccountId: op.to,
            amountMinor: op.amount,
            currency: 'PHP',
            code: op.type === 'deposit' ? 'DEPOSIT' : 'WALLET_TRANSFER',
            idempotencyKey: op.key,
          });
        case 'hold':
          return holdFunds({
            db,
            debitAccountId: op.from,
            creditAccountId: op.to,
            amountMinor: op.amount,
            currency: 'PHP',
            code: 'WITHDRAWAL',
            idempotencyKey: op.key,
          });
        case 'post':
          return postHold({
            db,
            holdId: op.holdId,
            amountMinor: op.amount,
            idempotencyKey: op.key,
          });
        case 'void':
          return voidHold({ db, holdId: op.holdId, idempotencyKey: op.key });
      }
    };

    const nextOp = (n: number): { op: Op; expect: 'new' | 'replay' | 'conflict' } => {
      const roll = rnd();
      if (roll < 0.05 && done.length > 0) return { op: pick(done).op, expect: 'replay' };
      if (roll < 0.06 && done.length > 0) {
        const original = pick(done).op;
        // Same key, different request: a post becomes a void and the other way round.
        const changed: Op =
          original.type === 'post'
            ? { type: 'void', holdId: original.holdId, key: original.key }
            : original.type === 'void'
              ? { type: 'post', holdId: original.holdId, amount: 1n, key: original.key }
              : { ...original, amount: (original.amount ?? 0n) + 1n };
        return { op: changed, expect: 'conflict' };
      }
      const key = `bank:${n}`;
      const kind = rnd();
      if (kind < 0.15)
        return {
          op: { type: 'deposit', from: clearingIn, to: pick(wallets), amount: amount(), key },
          expect: 'new',
        };
      if (kind < 0.35 && openHolds.length > 0) {
        const hold = openHolds.splice(Math.floor(rnd() * openHolds.length), 1)[0]!;
        // Now and then another worker races on the same hold: exactly one resolution wins.
        if (rnd() < 0.2) openHolds.push(hold);
        return rnd() < 0.5
          ? {
              op: {
                type: 'post',
                holdId: hold.id,
                amount: 1n + BigInt(Math.floor(rnd() * Number(hold.amount))),
                key,
              },
              expect: 'new',
            }
          : { op: { type: 'void', holdId: hold.id, key }, expect: 'new' };
      }
      if (kind < 0.5)
        return {
          op: { type: 'hold', from: pick(wallets), to: clearingOut, amount: amount(), key },
          expect: 'new',
        };
      if (kind < 0.6)
        return {
          op: { type: 'transfer', from: pick(wallets), to: house, amount: amount(), key },
          expect: 'new',
        };
      if (kind < 0.7)
        return {
          op: { type: 'transfer', from: house, to: pick(wallets), amount: amount(), key },
          expect: 'new',
        };
      const from = pick(wallets);
      let to = pick(wallets);
      if (to === from) to = wallets[(wallets.indexOf(from) + 1) % wallets.length]!;
      return { op: { type: 'transfer', from, to, amount: amount(), key }, expect: 'new' };
    };

    const worker = async () => {
      while (issued < OPERATIONS) {
        const { op, expect: expected } = nextOp(issued++);
        try {
          const result = await run(op);
          if (expected === 'conflict')
            throw new Error(`conflict accepted for ${op.key} (seed ${seed})`);
          if (result.replayed) {
            outcomes.replayed += 1;
            expect(posted.get(op.key)).toBe(result.transfer.id);
          } else {
            outcomes.ok += 1;
            expect(posted.has(op.key)).toBe(false);
            posted.set(op.key, result.transfer.id);
            done.push({ op, result });
            if (op.type === 'hold') openHolds.push({ id: result.transfer.id, amount: op.amount });
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.code === 'idempotency_conflict' && expected === 'conflict')
            outcomes.conflicts += 1;
          else if (error.code === 'insufficient_funds' && expected === 'new')
            outcomes.insufficient += 1;
          else if (error.code === 'hold_already_resolved' && expected === 'new')
            outcomes.alreadyResolved += 1;
          else
            throw new Error(`unexpected ${error.code} for ${op.key} (${expected}, seed ${seed})`);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));

    // Every posting once, and only the postings the workers saw succeed.
    const count = await db.query<{ n: bigint; keys: bigint }>(
      `SELECT count(*) AS n, count(DISTINCT idempotency_key) AS keys FROM ledger_transfers
        WHERE idempotency_key LIKE 'bank:%' AND idempotency_key NOT LIKE 'bank:fund:%'`,
    );
    expect(count.rows[0]).toEqual({ n: BigInt(outcomes.ok), keys: BigInt(outcomes.ok) });
    expect(outcomes.replayed).toBeGreaterThan(0);
    expect(outcomes.conflicts).toBeGreaterThan(0);

    // Each member balance equals what the successful operations say it should be.
    const expected = new Map<bigint, bigint>(wallets.map((w) => [w, FUND_MINOR]));
    const held = new Map<bigint, bigint>();
    for (const { op, result } of done) {
      const t = result.transfer;
      if (t.kind === 'posted' || t.kind === 'post_pending') {
        expected.set(t.debitAccountId, (expected.get(t.debitAccountId) ?? 0n) - t.amountMinor);
        expected.set(t.creditAccountId, (expected.get(t.creditAccountId) ?? 0n) + t.amountMinor);
      }
      if (op.type === 'hold') held.set(t.id, t.amountMinor);
      if (t.pendingId !== null) held.delete(t.pendingId);
    }
    const rows = await db.query<{ id: bigint; balance_minor: bigint; pending_debit_minor: bigint }>(
      'SELECT id, balance_minor, pending_debit_minor FROM ledger_accounts WHERE member_id IS NOT NULL',
    );
    for (const row of rows.rows) {
      if (!expected.has(row.id)) continue;
      expect(row.balance_minor, `wallet ${row.id} (seed ${seed})`).toBe(expected.get(row.id));
      expect(row.balance_minor - row.pending_debit_minor).toBeGreaterThanOrEqual(0n);
    }
    const totalHeld = rows.rows.reduce((s, r) => s + r.pending_debit_minor, 0n);
    expect(totalHeld).toBe([...held.values()].reduce((s, v) => s + v, 0n));

    // The books: each balance equals its transfers; each currency sums to zero.
    const check = await checkLedger({ sql: db });
    expect(check, `seed ${seed}`).toEqual({
      ok: true,
      mismatchedAccounts: [],
      unbalancedCurrencies: [],
      negativeMemberAccounts: [],
    });
  }, 120_000);
});
