import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { checkLedger } from '../ledger/check-ledger';
import type { MoveCommand } from '../ledger/ledger-types';
import { hashToken } from '../sessions/session-token';
import { HOUSE_VENDOR_CODE } from './house-defaults';
import { creditInOneStatement, debitInOneStatement } from './one-statement-calls';
import { callHash, houseAccount, mainAccount } from './wallet-common';
import { fundedPlayer, mainBalance } from './wallet-test-support';
import { prepareSeamlessWorkload } from './bench-support';

const t = useTestApp();

/** The test database, counting the statements sent through it. */
function countingDb(): Db & { statements: () => number } {
  let statements = 0;
  const pipelined = t.db.pipelined;
  return {
    ...t.db,
    query: (text, params, options) => {
      statements += 1;
      return t.db.query(text, params, options);
    },
    ...(pipelined && {
      pipelined: (text, params, options) => {
        statements += 1;
        return pipelined(text, params, options);
      },
    }),
    statements: () => statements,
  };
}

/**
 * The one-statement debit and credit (ADR 0011) do the ordinary case completely, and anything
 * else not at all: the full transaction then answers. What they write must be exactly what the
 * full path writes.
 */
describe('seamless calls in one statement', () => {
  async function setup(fund: bigint) {
    const p = await fundedPlayer(t.db, { amountMinor: fund });
    const round = { memberId: p.memberId, roundId: `one.${p.memberId}` };
    const main = await mainAccount(t.db, p.memberId, p.currency);
    const house = await houseAccount(t.db, p.merchantId, p.currency, round);
    const call = (txId: string, amount: bigint) => ({
      merchantId: p.merchantId,
      vendorCode: HOUSE_VENDOR_CODE,
      txId,
      memberId: p.memberId,
      currency: p.currency,
      roundId: round.roundId,
      gameCode: 'lucky-sevens',
      amountMinor: amount,
      callHash: callHash({
        call: 'x',
        memberRef: p.memberRef,
        currency: p.currency,
        roundId: round.roundId,
        gameCode: 'lucky-sevens',
        amountMinor: String(amount),
      }),
    });
    const debitCall = (txId: string, amount: bigint, nowMs = Date.now()) => ({
      ...call(txId, amount),
      tokenHash: hashToken(p.playerToken),
      nowMs,
    });
    const move = (
      txId: string,
      from: bigint,
      to: bigint,
      amount: bigint,
      code: MoveCommand['code'],
    ): MoveCommand => ({
      debitAccountId: from,
      creditAccountId: to,
      amountMinor: amount,
      currency: p.currency,
      code,
      idempotencyKey: `test-one:${txId}`,
      reference: round.roundId,
      metadata: { txId },
    });
    const rows = async () => ({
      txs: (await t.db.query('SELECT 1 FROM vendor_wallet_txs WHERE member_id = $1', [p.memberId]))
        .rowCount,
      rounds: (
        await t.db.query<{ stake: bigint; payout: bigint }>(
          'SELECT stake_minor AS stake, payout_minor AS payout FROM bet_rounds WHERE member_id = $1',
          [p.memberId],
        )
      ).rows,
    });
    return { p, main, house, call, debitCall, move, rows };
  }

  it('stakes and pays in one statement, answering the balance after each', async () => {
    const s = await setup(1_000n);
    const bet = await debitInOneStatement(
      t.db,
      s.debitCall('b1', 300n),
      s.move('b1', s.main.id, s.house.id, 300n, 'BET_STAKE'),
    );
    expect(bet?.balance).toBe(700n);
    const win = await creditInOneStatement(
      t.db,
      { ...s.call('w1', 500n), betTxId: 'b1', roundClosed: true },
      s.move('w1', s.house.id, s.main.id, 500n, 'BET_PAYOUT'),
    );
    expect(win?.balance).toBe(1_200n);
    expect(await mainBalance(t.db, s.p.memberId)).toBe(1_200n);
    expect(await s.rows()).toEqual({ txs: 2, rounds: [{ stake: 300n, payout: 500n }] });
    const bets = await t.db.query<{ state: string; settled_by: string }>(
      `SELECT state, settled_by FROM vendor_wallet_txs WHERE tx_id = 'b1' AND member_id = $1`,
      [s.p.memberId],
    );
    expect(bets.rows[0]).toEqual({ state: 'settled', settled_by: 'w1' });
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  // Migration 1013 (ADR 0059): one trigger writes both figure deltas, and only for a change that
  // moves a figure; the team and report folds must see exactly one row each per such change.
  it('writes one team and one report delta per round change that moves a figure, none otherwise', async () => {
    const s = await setup(1_000n);
    await debitInOneStatement(
      t.db,
      s.debitCall('f1', 300n),
      s.move('f1', s.main.id, s.house.id, 300n, 'BET_STAKE'),
    );
    // A loss (no payout) and a later win on the same bet: the first moves no figure.
    await creditInOneStatement(
      t.db,
      { ...s.call('f2', 0n), betTxId: 'f1', roundClosed: false },
      s.move('f2', s.house.id, s.main.id, 0n, 'BET_PAYOUT'),
    );
    await creditInOneStatement(
      t.db,
      { ...s.call('f3', 200n), betTxId: 'f1', roundClosed: true },
      s.move('f3', s.house.id, s.main.id, 200n, 'BET_PAYOUT'),
    );
    const figures = (table: string) =>
      t.db
        .query<{ bets: number; valid: bigint; payout: bigint }>(
          `SELECT bet_count AS bets, valid_bet_minor AS valid, payout_minor AS payout FROM ${table}
            WHERE member_id = $1 AND (bet_count <> 0 OR valid_bet_minor <> 0 OR payout_minor <> 0)
            ORDER BY id`,
          [s.p.memberId],
        )
        .then((r) => r.rows);
    const expected = [
      { bets: 1, valid: 300n, payout: 0n },
      { bets: 0, valid: 0n, payout: 200n },
    ];
    expect(await figures('team_stat_events')).toEqual(expected);
    expect(await figures('report_events')).toEqual(expected);
    expect(await s.rows()).toEqual({ txs: 3, rounds: [{ stake: 300n, payout: 200n }] });
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  // Migration 1015 (ADR 0061): the credit reaches its round through the round's unique key, an
  // upsert that must never insert; so it takes only a win on its bet's own round, which exists.
  it('leaves a win naming another round than its bet to the full transaction, writing nothing', async () => {
    const s = await setup(1_000n);
    await debitInOneStatement(
      t.db,
      s.debitCall('o1', 300n),
      s.move('o1', s.main.id, s.house.id, 300n, 'BET_STAKE'),
    );
    const before = await s.rows();
    const win = await creditInOneStatement(
      t.db,
      { ...s.call('o2', 500n), roundId: 'another-round', betTxId: 'o1', roundClosed: true },
      s.move('o2', s.house.id, s.main.id, 500n, 'BET_PAYOUT'),
    );
    expect(win).toBeNull();
    expect(await s.rows()).toEqual(before);
    expect(before).toEqual({ txs: 1, rounds: [{ stake: 300n, payout: 0n }] });
    expect(await mainBalance(t.db, s.p.memberId)).toBe(700n);
  });

  it('lets concurrent calls share one statement; one out of the ordinary leaves the rest intact', async () => {
    const players = [
      await setup(1_000n),
      await setup(1_000n),
      await setup(1_000n),
      await setup(50n),
    ];
    const counted = countingDb();
    const bet = (s: Awaited<ReturnType<typeof setup>>, txId: string) =>
      debitInOneStatement(
        counted,
        s.debitCall(txId, 100n),
        s.move(txId, s.main.id, s.house.id, 100n, 'BET_STAKE'),
      );
    // The first goes at once (and on the pipelined connection the second right behind it); the
    // others, arriving meanwhile, go together, the poor one included.
    const answers = await Promise.all(players.map((s, i) => bet(s, `g${i}`)));
    expect(counted.statements()).toBe(t.db.pipelined ? 3 : 2);
    expect(answers.map((a) => a?.balance ?? null)).toEqual([900n, 900n, 900n, null]);
    expect(await players[3]!.rows()).toEqual({ txs: 0, rounds: [] });
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('runs debits and credits side by side in one statement, each its own function', async () => {
    const [a, b, c] = [await setup(1_000n), await setup(1_000n), await setup(1_000n)];
    const stake = (s: typeof a, txId: string, db: Db = t.db) =>
      debitInOneStatement(
        db,
        s.debitCall(txId, 100n),
        s.move(txId, s.main.id, s.house.id, 100n, 'BET_STAKE'),
      );
    const x = await setup(1_000n);
    await stake(b, 'mb1');
    const counted = countingDb();
    // a's bet goes at once. On PostgreSQL's pipelined connection x's bet is written behind it
    // at once too (as many calls as the batch in flight holds: one); b's win and c's bet arrive
    // meanwhile and go together, in one statement, after a's. Without a pipeline x's bet waits
    // for a's as well and goes with them.
    const answers = await Promise.all([
      stake(a, 'ma1', counted),
      stake(x, 'mx1', counted),
      creditInOneStatement(
        counted,
        { ...b.call('mw1', 250n), betTxId: 'mb1', roundClosed: true },
        b.move('mw1', b.house.id, b.main.id, 250n, 'BET_PAYOUT'),
      ),
      stake(c, 'mc1', counted),
    ]);
    expect(counted.statements()).toBe(t.db.pipelined ? 3 : 2);
    expect(answers.map((y) => y?.balance)).toEqual([900n, 900n, 1_150n, 900n]);
    expect(await b.rows()).toEqual({ txs: 2, rounds: [{ stake: 100n, payout: 250n }] });
    expect(await c.rows()).toEqual({ txs: 1, rounds: [{ stake: 100n, payout: 0n }] });
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('writes nothing at all when the case is not the ordinary one', async () => {
    const s = await setup(1_000n);
    // Short funds: no round, no transfer, no claim.
    expect(
      await debitInOneStatement(
        t.db,
        s.debitCall('b1', 5_000n),
        s.move('b1', s.main.id, s.house.id, 5_000n, 'BET_STAKE'),
      ),
    ).toBeNull();
    expect(await s.rows()).toEqual({ txs: 0, rounds: [] });
    // A txId claimed already: the stake is not counted twice.
    expect(
      await debitInOneStatement(
        t.db,
        s.debitCall('b2', 100n),
        s.move('b2', s.main.id, s.house.id, 100n, 'BET_STAKE'),
      ),
    ).not.toBeNull();
    expect(
      await debitInOneStatement(
        t.db,
        s.debitCall('b2', 100n),
        s.move('b2-other', s.main.id, s.house.id, 100n, 'BET_STAKE'),
      ),
    ).toBeNull();
    // A token expired by the call's clock, or a member locked since launch: no stake.
    const stake = s.move('b3', s.main.id, s.house.id, 100n, 'BET_STAKE');
    expect(
      await debitInOneStatement(t.db, s.debitCall('b3', 100n, Date.now() + 3 * 3_600_000), stake),
    ).toBeNull();
    await t.db.query(`UPDATE members SET status = 'locked' WHERE id = $1`, [s.p.memberId]);
    expect(await debitInOneStatement(t.db, s.debitCall('b3', 100n), stake)).toBeNull();
    // A win for a bet that does not exist: nothing paid.
    expect(
      await creditInOneStatement(
        t.db,
        { ...s.call('w9', 50n), betTxId: 'nope', roundClosed: true },
        s.move('w9', s.house.id, s.main.id, 50n, 'BET_PAYOUT'),
      ),
    ).toBeNull();
    expect(await mainBalance(t.db, s.p.memberId)).toBe(900n);
    expect(await s.rows()).toEqual({ txs: 1, rounds: [{ stake: 100n, payout: 0n }] });
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('leaves refusals to the full path: a token for another member or an unknown member', async () => {
    const w = await prepareSeamlessWorkload({
      db: t.db,
      players: 2,
      fundMinor: 1_000n,
      runId: 'refuse',
    });
    const [a, b] = w.players;
    if (!a || !b) throw new Error('two players expected');
    const debit = (memberRef: string, i: number) =>
      w.sign('debit', {
        memberRef,
        currency: a.currency,
        roundId: `refuse.${i}`,
        gameCode: 'lucky-sevens',
        token: a.token,
        txId: `refuse.${i}.d`,
        amountMinor: '100',
      });
    // A first bet (full path), then one on the ordinary path, both for the token's own member.
    for (const i of [1, 2])
      expect((await t.app.inject(debit(a.memberRef, i))).statusCode).toBe(200);
    for (const [ref, i] of [
      [b.memberRef, 3],
      ['M999999999', 4],
    ] as const) {
      const r = await t.app.inject(debit(ref, i));
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json<{ errorCode: string }>().errorCode).toBe('INVALID_TOKEN');
    }
    expect(await mainBalance(t.db, a.memberId)).toBe(800n);
    expect(await mainBalance(t.db, b.memberId)).toBe(1_000n);
  });
});
