/**
 * Exactly-once under concurrency. On real PostgreSQL (TEST_DATABASE_URL) the two pools are two
 * "processes" racing for the same rows; on PGlite the single backend runs them one after the
 * other, so there the same assertions only check the logic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetType } from '@wl/contract/lottery/bet-types';
import { findGame } from './games/lottery-games';
import { runDueDraws } from './run-due-draws';
import { placeBet } from './place-bet';
import { confirmBet } from './confirm-bet';
import { settleDraw } from './settle-draw';
import { findDraw } from './draw-store';
import type { WalletInstruction } from './wallet-instruction';
import type { Db } from './lottery-db';
import { openLotteryTestDb, type LotteryTestDb } from './test-support/lottery-test-db';

const vn = (local: string) => new Date(`${local}+07:00`);
let t: LotteryTestDb;
let refs = 0;

beforeAll(async () => {
  t = await openLotteryTestDb();
});
afterAll(async () => t.close());

async function bets(db: Db, at: Date, gameCode: string, numero: string, count: number) {
  const picks: [BetType, string[], number | null][] = [
    ['sum_big_small', ['big'], null],
    ['sum_odd_even', ['even'], null],
    ['pos_digit', ['3'], 2],
    ['pos_big_small', ['small'], 5],
  ];
  const placed = [];
  for (let i = 0; i < count; i++) {
    const [betType, numbers, position] = picks[i % picks.length]!;
    placed.push(
      await placeBet({
        db,
        now: at,
        memberRef: `m-${i % 7}`,
        sessionId: null,
        currency: 'PHP',
        gameCode,
        numero,
        betType,
        numbers,
        position,
        stakeMinor: 1000n + BigInt(i),
        betRef: `c-${++refs}`,
      }),
    );
  }
  return placed;
}

const ids = (instructions: WalletInstruction[]) => instructions.map((i) => i.betId.toString());

describe('exactly once with concurrent callers', () => {
  it('two scheduler processes draw and settle every due draw exactly once', async () => {
    const games = ['FAST5D_1M', 'FAST5D_3M', 'FAST5D_5M'].map((c) => findGame(c)!);
    const t0 = vn('2025-03-01T08:00:10');
    const created = await Promise.all([
      runDueDraws({ db: t.db, now: t0, games }),
      runDueDraws({ db: t.second, now: t0, games }),
    ]);
    expect(created[0].created + created[1].created).toBe(11 + 4 + 3);
    const placed = [
      ...(await bets(t.db, t0, 'FAST5D_1M', '20250301-0481', 12)),
      ...(await bets(t.db, t0, 'FAST5D_3M', '20250301-0161', 12)),
    ];
    await Promise.all(placed.map((p) => confirmBet({ db: t.second, betId: p.bet.id, now: t0 })));

    const t1 = vn('2025-03-01T08:04:30');
    const ticks = await Promise.all(
      [t.db, t.second, t.db, t.second].map((db) => runDueDraws({ db, now: t1, games })),
    );
    const drawn = ticks.flatMap((r) => r.drawn.map((d) => `${d.gameCode}:${d.numero}`));
    expect(drawn.sort()).toEqual([
      'FAST5D_1M:20250301-0481',
      'FAST5D_1M:20250301-0482',
      'FAST5D_1M:20250301-0483',
      'FAST5D_1M:20250301-0484',
      'FAST5D_3M:20250301-0161',
    ]);
    expect(ticks.flatMap((r) => r.voided)).toEqual([]);
    const paid = ticks.flatMap((r) => ids(r.instructions));
    expect(paid.sort()).toEqual(placed.map((p) => p.bet.id.toString()).sort());
    const { rows } = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM house.lottery_bets WHERE status IN ('pending', 'placed')`,
    );
    expect(rows[0]!.n).toBe(0n);
  });

  it('ten concurrent settlement attempts settle a draw’s bets exactly once', async () => {
    const games = [findGame('FAST5D_5M')!];
    const t0 = vn('2025-03-02T09:00:10');
    await runDueDraws({ db: t.db, now: t0, games });
    const placed = await bets(t.db, t0, 'FAST5D_5M', '20250302-0109', 60);
    await Promise.all(placed.map((p) => confirmBet({ db: t.db, betId: p.bet.id, now: t0 })));
    const tick = await runDueDraws({
      db: t.db,
      now: vn('2025-03-02T09:05:00'),
      games,
      settle: false,
    });
    const drawId = tick.drawn[0]!.drawId;

    const now = vn('2025-03-02T09:05:01');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        settleDraw({ db: i % 2 ? t.db : t.second, drawId, now }),
      ),
    );
    expect(attempts.filter((a) => a.settled)).toHaveLength(1);
    const paid = attempts.flatMap((a) => ids(a.instructions));
    expect(paid).toHaveLength(60);
    expect(new Set(paid).size).toBe(60);
    expect((await findDraw(t.db, { id: drawId }))!.status).toBe('settled');
  });

  it('stake confirmations racing the draw end each bet once: settled or refunded', async () => {
    const games = [findGame('FAST5D_1M')!];
    const t0 = vn('2025-03-03T10:00:10');
    await runDueDraws({ db: t.db, now: t0, games });
    const placed = await bets(t.db, t0, 'FAST5D_1M', '20250303-0601', 40);
    const drawAt = vn('2025-03-03T10:01:00');
    const [tick, ...confirmations] = await Promise.all([
      runDueDraws({ db: t.second, now: drawAt, games }),
      ...placed.map((p) => confirmBet({ db: t.db, betId: p.bet.id, now: drawAt })),
    ]);
    const rollbacks = confirmations.flatMap((c) => (c.rollback ? [c.rollback] : []));
    const later = await runDueDraws({ db: t.db, now: vn('2025-03-03T10:01:05'), games });
    const all = [...tick.instructions, ...rollbacks, ...later.instructions];
    expect(ids(all).sort()).toEqual(placed.map((p) => p.bet.id.toString()).sort());
    const { rows } = await t.db.query<{ status: string }>(
      `SELECT status FROM house.lottery_bets WHERE id = ANY($1::bigint[])`,
      [placed.map((p) => p.bet.id.toString())],
    );
    expect(rows.every((r) => ['won', 'lost', 'void'].includes(r.status))).toBe(true);
  });
});
