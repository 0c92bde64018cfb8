import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetType } from '@wl/contract/lottery/bet-types';
import { findGame } from './games/lottery-games';
import type { DrawResult } from './draw/draw-result';
import { settleBet } from './bets/settle-bet';
import { runDueDraws } from './run-due-draws';
import { placeBet } from './place-bet';
import { confirmBet } from './confirm-bet';
import { settleDraw } from './settle-draw';
import { listWalletInstructions } from './list-wallet-instructions';
import { markWalletInstructionDone } from './mark-wallet-instruction-done';
import { listMemberBets } from './list-member-bets';
import { listDrawResults } from './list-draw-results';
import { getDrawBoard } from './get-draw-board';
import { openLotteryTestDb, type LotteryTestDb } from './test-support/lottery-test-db';

const vn = (local: string) => new Date(`${local}+07:00`);
const games = [findGame('VN_MB')!];
let t: LotteryTestDb;

beforeAll(async () => {
  t = await openLotteryTestDb();
  await runDueDraws({ db: t.db, now: vn('2025-02-05T09:00:00'), games });
});
afterAll(async () => t.close());

async function bet(betType: BetType, numbers: string[], ref: string, confirm = true) {
  const placed = await placeBet({
    db: t.db,
    now: vn('2025-02-05T10:00:00'),
    memberRef: 'member-7',
    sessionId: 7n,
    currency: 'VND',
    gameCode: 'VN_MB',
    numero: '20250205',
    betType,
    numbers,
    position: null,
    stakeMinor: 2700n,
    betRef: ref,
  });
  if (confirm) await confirmBet({ db: t.db, betId: placed.bet.id, now: vn('2025-02-05T10:00:01') });
  return placed.bet;
}

describe('settling a draw', () => {
  it('settles every bet once with the payout the result gives, and sends each payout', async () => {
    const lo = [];
    for (let n = 0; n < 100; n++)
      lo.push(await bet('lo2', [String(n).padStart(2, '0')], `lo-${n}`));
    const de = await bet('de', ['42'], 'de-1');
    const xien = await bet('xien2', ['01', '02'], 'xien-1');
    const pending = await bet('ba_cang', ['123'], 'pending-1', false);

    const tick = await runDueDraws({ db: t.db, now: vn('2025-02-05T18:15:00'), games });
    expect(tick.drawn.map((d) => d.numero)).toEqual(['20250205']);
    const [draw] = await listDrawResults({ db: t.db, gameCode: 'VN_MB' });
    const result = draw!.result as DrawResult;

    const byBet = new Map(tick.instructions.map((i) => [i.betId, i]));
    expect(byBet.size).toBe(103);
    let loPaid = 0n;
    for (const b of [...lo, de, xien]) {
      const instruction = byBet.get(b.id)!;
      const expected = settleBet({ ...b }, result);
      expect(instruction).toMatchObject({
        kind: 'credit',
        amountMinor: expected,
        outcome: expected > 0n ? 'won' : 'lost',
        txId: `lottery-${b.id}-credit`,
        roundId: `lottery-${b.id}`,
        sessionId: 7n,
        debitTxId: b.debitTxId,
        gameCode: 'VN_MB',
        numero: '20250205',
      });
      if (b.betType === 'lo2') loPaid += instruction.amountMinor;
    }
    // 100 lô bets cover every ending: together they hit exactly 27 times at 98 per 27.
    expect(loPaid).toBe((27n * 2700n * 98n) / 27n);
    expect(byBet.get(pending.id)).toMatchObject({ kind: 'rollback', amountMinor: 2700n });

    const record = await listMemberBets({ db: t.db, memberRef: 'member-7', limit: 200 });
    expect(record.every((b) => b.status !== 'placed' && b.status !== 'pending')).toBe(true);
    expect(await settleDraw({ db: t.db, drawId: tick.drawn[0]!.drawId, now: new Date() })).toEqual({
      settled: false,
      instructions: [],
    });
  });

  it('keeps unsent wallet calls in an outbox until each is marked done', async () => {
    const outbox = await listWalletInstructions({ db: t.db, limit: 1000 });
    expect(outbox).toHaveLength(103);
    const first = outbox[0]!;
    expect(await markWalletInstructionDone({ db: t.db, betId: first.betId, now: new Date() })).toBe(
      true,
    );
    expect(await markWalletInstructionDone({ db: t.db, betId: first.betId, now: new Date() })).toBe(
      false,
    );
    expect(await listWalletInstructions({ db: t.db, limit: 1000 })).toHaveLength(102);
  });

  it('shows the board: current draw times and commitment, last result with its seed', async () => {
    const now = vn('2025-02-05T18:20:00');
    await runDueDraws({ db: t.db, now, games });
    const [board] = await getDrawBoard({ db: t.db, now, gameCodes: ['VN_MB'] });
    expect(board!.current).toMatchObject({
      numero: '20250206',
      drawDayOfWeek: 5,
      winningTime: '2025.02.06',
      lockTime: 15 * 60_000,
      bettingOpen: true,
    });
    expect(board!.current.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(board!.current.remainTime).toBe(+vn('2025-02-06T18:00:00') - +now);
    expect(board!.last).toMatchObject({ numero: '20250205', winningTime: '2025.02.05' });
    expect(board!.last!.winNo).toHaveLength(27);
    expect(board!.last!.seed).toMatch(/^[0-9a-f]{64}$/);
  });
});
