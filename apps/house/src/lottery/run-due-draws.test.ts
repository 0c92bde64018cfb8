import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame, type LotteryGame } from './games/lottery-games';
import { verifyDraw } from './draw/derive-result';
import type { DrawResult } from './draw/draw-result';
import { ensureDraws } from './ensure-draws';
import { runDueDraws } from './run-due-draws';
import { placeBet } from './place-bet';
import { confirmBet } from './confirm-bet';
import { openLotteryTestDb, type LotteryTestDb } from './test-support/lottery-test-db';

const vn = (local: string) => new Date(`${local}+07:00`);
const game = (code: string): LotteryGame => findGame(code)!;

let t: LotteryTestDb;
beforeAll(async () => {
  t = await openLotteryTestDb();
});
afterAll(async () => t.close());

interface Row {
  numero: string;
  status: string;
  commitment: string;
  seed: string | null;
  result: DrawResult | null;
  void_reason: string | null;
  secret: string;
}
async function draws(gameCode: string): Promise<Row[]> {
  const { rows } = await t.db.query<Row>(
    `SELECT d.numero, d.status, d.commitment, d.seed, d.result, d.void_reason, s.seed AS secret
     FROM house.lottery_draws d JOIN house.lottery_draw_seeds s ON s.draw_id = d.id
     WHERE d.game_code = $1 ORDER BY d.numero`,
    [gameCode],
  );
  return rows;
}

describe('creating draws ahead', () => {
  it('creates upcoming draws once, each with a commitment and a hidden seed', async () => {
    const now = vn('2025-01-31T10:00:30');
    const games = [game('FAST5D_3M')];
    expect(await ensureDraws({ db: t.db, now, games })).toBe(4); // 0201 … 0204
    expect(await ensureDraws({ db: t.db, now, games })).toBe(0);
    const rows = await draws('FAST5D_3M');
    expect(rows.map((r) => r.numero)).toEqual([
      '20250131-0201',
      '20250131-0202',
      '20250131-0203',
      '20250131-0204',
    ]);
    for (const r of rows) {
      expect(r.seed).toBeNull();
      expect(r.status).toBe('scheduled');
      const hash = createHash('sha256').update(Buffer.from(r.secret, 'hex')).digest('hex');
      expect(r.commitment).toBe(hash);
    }
  });
});

describe('running due draws', () => {
  it('draws each due draw once, reveals its seed and a verifiable result', async () => {
    const games = [game('FAST5D_1M')];
    await runDueDraws({ db: t.db, now: vn('2025-01-31T11:00:30'), games });
    const tick = await runDueDraws({ db: t.db, now: vn('2025-01-31T11:04:00'), games });
    expect(tick.drawn.map((d) => d.numero)).toEqual([
      '20250131-0661',
      '20250131-0662',
      '20250131-0663',
      '20250131-0664',
    ]);
    expect(tick.voided).toEqual([]);
    const again = await runDueDraws({ db: t.db, now: vn('2025-01-31T11:04:00'), games });
    expect(again.drawn).toEqual([]);
    const rows = await draws('FAST5D_1M');
    const finished = rows.filter((r) => r.seed !== null);
    expect(finished.map((r) => r.numero)).toEqual(tick.drawn.map((d) => d.numero));
    for (const r of finished) {
      expect(r.status).toBe('settled'); // no bets: settled straight away
      expect(r.seed).toBe(r.secret);
      const check = await verifyDraw({
        commitment: r.commitment,
        seed: r.seed!,
        result: r.result!,
      });
      expect(check).toEqual({ valid: true });
    }
    const waiting = rows.filter((r) => r.seed === null).map((r) => r.status);
    expect(waiting[0]).toBe('open'); // 0665 takes bets at 11:04
    expect(waiting.slice(1).every((s) => s === 'scheduled')).toBe(true);
  });

  it('draws a draw missed within the grace time, voids and refunds one missed longer', async () => {
    const games = [game('FAST5D_5M')];
    await runDueDraws({ db: t.db, now: vn('2025-01-31T12:00:30'), games });
    const placed = await placeBet({
      db: t.db,
      now: vn('2025-01-31T12:00:40'),
      memberRef: 'm-1',
      sessionId: null,
      currency: 'PHP',
      gameCode: 'FAST5D_5M',
      numero: '20250131-0145', // 12:00–12:05
      betType: 'sum_big_small',
      numbers: ['big'],
      position: null,
      stakeMinor: 1000n,
      betRef: 'missed-1',
    });
    await confirmBet({ db: t.db, betId: placed.bet.id, now: vn('2025-01-31T12:00:41') });
    // Down until 12:15:00: 0145 (12:05) is 10 minutes late, 0146 (12:10) exactly 5.
    const tick = await runDueDraws({ db: t.db, now: vn('2025-01-31T12:15:00'), games });
    expect(tick.voided.map((d) => [d.numero, d.voidReason])).toEqual([['20250131-0145', 'missed']]);
    expect(tick.drawn.map((d) => d.numero)).toEqual(['20250131-0146', '20250131-0147']);
    expect(tick.instructions).toEqual([
      expect.objectContaining({
        kind: 'rollback',
        betId: placed.bet.id,
        amountMinor: 1000n,
        debitTxId: placed.debit.txId,
        txId: `lottery-${placed.bet.id}-rollback`,
      }),
    ]);
    const voided = (await draws('FAST5D_5M')).find((r) => r.numero === '20250131-0145')!;
    expect(voided).toMatchObject({ status: 'void', void_reason: 'missed', result: null });
    expect(voided.seed).toBe(voided.secret); // revealed even though void
  });

  it('voids a draw whose stored seed no longer matches its commitment', async () => {
    const games = [game('VN_MB')];
    await runDueDraws({ db: t.db, now: vn('2025-02-03T09:00:00'), games });
    await t.db.query(
      `UPDATE house.lottery_draw_seeds SET seed = repeat('ab', 32)
       WHERE draw_id = (SELECT id FROM house.lottery_draws WHERE game_code = 'VN_MB'
         AND numero = '20250203')`,
    );
    const tick = await runDueDraws({ db: t.db, now: vn('2025-02-03T18:20:00'), games });
    expect(tick.voided.map((d) => [d.numero, d.voidReason])).toEqual([
      ['20250203', 'seed_mismatch'],
    ]);
    expect(tick.drawn).toEqual([]);
  });

  it('draws Miền Bắc once at 18:15 with 27 numbers', async () => {
    const games = [game('VN_MB')];
    const before = await runDueDraws({ db: t.db, now: vn('2025-02-04T18:14:59'), games });
    expect(before.drawn).toEqual([]);
    const tick = await runDueDraws({ db: t.db, now: vn('2025-02-04T18:15:00'), games });
    expect(tick.drawn.map((d) => d.numero)).toEqual(['20250204']);
    const row = (await draws('VN_MB')).find((r) => r.numero === '20250204')!;
    expect(row.result!.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
  });
});
