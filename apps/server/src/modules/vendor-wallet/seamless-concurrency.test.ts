import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, useTestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/check-ledger';
import { prepareSeamlessWorkload, type SeamlessWorkload } from './bench-support';
import { mainBalance } from './wallet-test-support';

const t = useTestApp();
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

interface Outcome {
  calls: number;
  expected: Map<bigint, bigint>;
  staked: bigint;
  paid: bigint;
  refunded: bigint;
}

/**
 * Bet chains run concurrently: bet → win (98 %), bet → rollback (1 %), rollback → late bet
 * (1 %, refused), and 5 % of calls sent twice at the same moment. Every answer is checked
 * against the model, and the model's totals against the ledger and the bet rounds. With
 * several `servers`, calls go to them in turn and a call's twin goes to the next one.
 */
async function runMix(
  w: SeamlessWorkload,
  bets: number,
  parallel: number,
  fund: bigint,
  servers: FastifyInstance[] = [t.app],
): Promise<Outcome> {
  const out: Outcome = {
    calls: 0,
    expected: new Map(w.players.map((p) => [p.memberId, fund])),
    staked: 0n,
    paid: 0n,
    refunded: 0n,
  };
  let turn = 0;
  const send = async (c: ReturnType<SeamlessWorkload['sign']>, dup: boolean) => {
    const server = turn++;
    const one = (twin = 0) =>
      servers[(server + twin) % servers.length]!.inject(c).then((r) => ({
        status: r.statusCode,
        body: r.json<{
          errorCode?: string;
          value: { replayed?: boolean; platformTxId?: string } | null;
        }>(),
      }));
    out.calls += dup ? 2 : 1;
    const answers = await Promise.all(dup ? [one(), one(1)] : [one()]);
    if (dup && answers[0]?.status === 200 && answers[1]?.status === 200) {
      expect(answers[0].body.value?.platformTxId).toBe(answers[1].body.value?.platformTxId);
      expect(
        [answers[0].body.value?.replayed, answers[1].body.value?.replayed].filter(Boolean),
      ).toHaveLength(1);
    }
    return answers[0]!;
  };
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < bets; i = next++) {
      const p = w.players[i % w.players.length]!;
      const stake = BigInt(50 + (i % 7) * 10);
      const payout = i % 3 === 0 ? stake * 2n : 0n;
      const roundId = `mix.${w.players[0]!.memberId}.${i}`;
      const common = {
        memberRef: p.memberRef,
        currency: p.currency,
        roundId,
        gameCode: 'lucky-sevens',
      };
      const debit = w.sign('debit', {
        ...common,
        token: p.token,
        txId: `${roundId}.d`,
        amountMinor: stake.toString(),
      });
      const rollback = w.sign('rollback', {
        ...common,
        txId: `${roundId}.r`,
        betTxId: `${roundId}.d`,
      });
      const dup = () => Math.random() < 0.05;
      const bal = () => out.expected.get(p.memberId)!;
      if (i % 100 === 0) {
        expect((await send(rollback, dup())).status).toBe(200); // before its bet: tombstone
        expect((await send(debit, dup())).body.errorCode).toBe('BET_ALREADY_ROLLED_BACK');
      } else if (i % 100 === 1) {
        expect((await send(debit, dup())).status).toBe(200);
        expect((await send(rollback, dup())).status).toBe(200);
        out.staked += stake;
        out.refunded += stake;
      } else {
        expect((await send(debit, dup())).status).toBe(200);
        const credit = w.sign('credit', {
          ...common,
          txId: `${roundId}.c`,
          betTxId: `${roundId}.d`,
          amountMinor: payout.toString(),
        });
        expect((await send(credit, dup())).status).toBe(200);
        out.expected.set(p.memberId, bal() - stake + payout);
        out.staked += stake;
        out.paid += payout;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return out;
}

async function assertConserved(w: SeamlessWorkload, out: Outcome) {
  for (const p of w.players)
    expect(await mainBalance(t.db, p.memberId)).toBe(out.expected.get(p.memberId));
  const ids = w.players.map((p) => p.memberId);
  const sums = await t.db.query<{ code: string; total: bigint }>(
    `SELECT code, sum(amount_minor)::bigint AS total FROM ledger_transfers
      WHERE code IN ('BET_STAKE', 'BET_PAYOUT', 'BET_ROLLBACK')
        AND (debit_account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ANY($1::bigint[]))
          OR credit_account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ANY($1::bigint[])))
      GROUP BY code`,
    [ids],
  );
  const byCode = Object.fromEntries(sums.rows.map((r) => [r.code, r.total]));
  expect(byCode).toEqual({
    BET_STAKE: out.staked,
    BET_PAYOUT: out.paid,
    BET_ROLLBACK: out.refunded,
  });
  const rounds = await t.db.query<{ stake: bigint; payout: bigint; refund: bigint }>(
    `SELECT sum(stake_minor)::bigint AS stake, sum(payout_minor)::bigint AS payout, sum(refund_minor)::bigint AS refund
       FROM bet_rounds WHERE member_id = ANY($1::bigint[])`,
    [ids],
  );
  expect(rounds.rows[0]).toEqual({ stake: out.staked, payout: out.paid, refund: out.refunded });
  expect((await checkLedger({ sql: t.db })).ok).toBe(true);
}

describe('seamless wallet under concurrency', () => {
  it('conserves every total over a small mixed run (both databases)', async () => {
    const fund = 1_000_000n;
    const w = await prepareSeamlessWorkload({
      db: t.db,
      players: 5,
      fundMinor: fund,
      runId: 'small',
    });
    const out = await runMix(w, ON_POSTGRES ? 300 : 120, 8, fund);
    await assertConserved(w, out);
  }, 120_000);

  it.skipIf(!ON_POSTGRES)(
    'conserves every total with two servers on one database, twins sent to both (ADR 0065)',
    async () => {
      // Each server has its own batcher, so their batches run at once and meet in the database.
      const second = await buildApp({
        config: testConfig(),
        db: t.testDb.reopen!(),
        logger: false,
      });
      try {
        const fund = 1_000_000n;
        const w = await prepareSeamlessWorkload({
          db: t.db,
          players: 6,
          fundMinor: fund,
          runId: 'two',
        });
        const out = await runMix(w, 1_200, 16, fund, [t.app, second]);
        await assertConserved(w, out);
      } finally {
        await second.close();
      }
    },
    300_000,
  );

  it.skipIf(!ON_POSTGRES)(
    'conserves every total over 10,000 bet, win and rollback calls with 5 % duplicates',
    async () => {
      const fund = 10_000_000n;
      const w = await prepareSeamlessWorkload({
        db: t.db,
        players: 40,
        fundMinor: fund,
        runId: 'big',
      });
      const started = Date.now();
      const out = await runMix(w, 4_800, 32, fund);
      expect(out.calls).toBeGreaterThanOrEqual(10_000);
      // Wall time is reported, not asserted: it measures the machine's load as much as the code.
      console.info(`10k seamless calls: ${out.calls} in ${Date.now() - started} ms`);
      await assertConserved(w, out);
    },
    600_000,
  );
});
