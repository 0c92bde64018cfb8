import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame } from './games/lottery-games';
import { runDueDraws } from './run-due-draws';
import { placeBet, type PlaceBetInput } from './place-bet';
import { confirmBet } from './confirm-bet';
import { rejectBet } from './reject-bet';
import { listWalletInstructions } from './list-wallet-instructions';
import { openLotteryTestDb, type LotteryTestDb } from './test-support/lottery-test-db';

const vn = (local: string) => new Date(`${local}+07:00`);
let t: LotteryTestDb;
let refs = 0;

// FAST5D_1M draw 0601 opens 10:00:00, locks 10:00:50, draws 10:01:00.
const bet = (overrides: Partial<PlaceBetInput> = {}): PlaceBetInput => ({
  memberRef: 'player-1',
  sessionId: 41n,
  currency: 'PHP',
  gameCode: 'FAST5D_1M',
  numero: '20250131-0601',
  betType: 'pos_digit',
  numbers: ['7'],
  position: 1,
  stakeMinor: 1000n,
  betRef: `ref-${++refs}`,
  ...overrides,
});
const place = (at: string, overrides: Partial<PlaceBetInput> = {}) =>
  placeBet({ db: t.db, now: vn(at), ...bet(overrides) });

beforeAll(async () => {
  t = await openLotteryTestDb();
  await runDueDraws({ db: t.db, now: vn('2025-01-31T10:00:05'), games: [findGame('FAST5D_1M')!] });
});
afterAll(async () => t.close());

describe('placing a bet', () => {
  it('records a pending bet with a debit to make, placed once confirmed', async () => {
    const placed = await place('2025-01-31T10:00:20');
    expect(placed.replayed).toBe(false);
    expect(placed.bet).toMatchObject({ status: 'pending', stakeMinor: 1000n, numbers: ['7'] });
    expect(placed.bet.odds).toEqual({ win: 98n, per: 10n });
    expect(placed.bet.sessionId).toBe(41n);
    expect(placed.debit).toEqual({
      txId: placed.bet.debitTxId,
      roundId: `lottery-${placed.bet.id}`,
      gameCode: 'FAST5D_1M',
      memberRef: 'player-1',
      currency: 'PHP',
      amountMinor: 1000n,
    });
    const confirmed = await confirmBet({
      db: t.db,
      betId: placed.bet.id,
      now: vn('2025-01-31T10:00:21'),
    });
    expect(confirmed).toMatchObject({ bet: { status: 'placed' }, rollback: null });
    const twice = await confirmBet({
      db: t.db,
      betId: placed.bet.id,
      now: vn('2025-01-31T10:00:22'),
    });
    expect(twice.bet.status).toBe('placed');
  });

  it('refuses a bet at and after the lock time with lottery.draw_closed', async () => {
    await expect(place('2025-01-31T10:00:50')).rejects.toMatchObject({
      code: 'lottery.draw_closed',
      status: 409,
    });
    await expect(place('2025-01-31T10:00:59.999')).rejects.toMatchObject({
      code: 'lottery.draw_closed',
    });
    await expect(place('2025-01-31T10:00:49.999')).resolves.toMatchObject({ replayed: false });
  });

  it('refuses a draw that has not opened, does not exist yet, or cannot exist', async () => {
    await expect(place('2025-01-31T10:00:20', { numero: '20250131-0603' })).rejects.toMatchObject({
      code: 'lottery.draw_not_open',
    });
    await expect(place('2025-01-31T10:00:20', { numero: '20250131-0700' })).rejects.toMatchObject({
      code: 'lottery.draw_not_open',
    });
    await expect(place('2025-01-31T10:00:20', { numero: '20250131-9999' })).rejects.toMatchObject({
      code: 'lottery.draw_not_found',
    });
    await expect(place('2025-01-31T10:00:20', { gameCode: 'NOPE' })).rejects.toMatchObject({
      code: 'lottery.game_unknown',
    });
  });

  it('refuses selections that do not fit and stakes outside the limits', async () => {
    await expect(
      place('2025-01-31T10:00:20', { betType: 'lo2', numbers: ['07'], position: null }),
    ).rejects.toMatchObject({ code: 'lottery.bet_invalid', status: 400 });
    await expect(place('2025-01-31T10:00:20', { position: 6 })).rejects.toMatchObject({
      code: 'lottery.bet_invalid',
    });
    await expect(place('2025-01-31T10:00:20', { stakeMinor: 99n })).rejects.toMatchObject({
      code: 'lottery.stake_out_of_range',
    });
    await expect(place('2025-01-31T10:00:20', { stakeMinor: 10_000_001n })).rejects.toMatchObject({
      code: 'lottery.stake_out_of_range',
    });
  });

  it('returns the first bet for a retry with the same reference, even after lock', async () => {
    const first = await place('2025-01-31T10:00:30', { betRef: 'retry-1' });
    const retry = await place('2025-01-31T10:00:55', { betRef: 'retry-1' });
    expect(retry.replayed).toBe(true);
    expect(retry.bet.id).toBe(first.bet.id);
    expect(retry.debit.txId).toBe(first.debit.txId);
    await expect(
      place('2025-01-31T10:00:31', { betRef: 'retry-1', numbers: ['8'] }),
    ).rejects.toMatchObject({ code: 'lottery.bet_ref_conflict' });
  });

  it('voids a rejected debit with nothing to send to the wallet', async () => {
    const placed = await place('2025-01-31T10:00:30', { betRef: 'poor-1' });
    const rejected = await rejectBet({
      db: t.db,
      betId: placed.bet.id,
      now: vn('2025-01-31T10:00:31'),
    });
    expect(rejected.status).toBe('void');
    const outbox = await listWalletInstructions({ db: t.db });
    expect(outbox.find((i) => i.betId === placed.bet.id)).toBeUndefined();
    const late = await confirmBet({
      db: t.db,
      betId: placed.bet.id,
      now: vn('2025-01-31T10:00:32'),
    });
    expect(late).toMatchObject({ bet: { status: 'void' }, rollback: null });
  });

  it('voids a bet confirmed after its draw was drawn, returning the rollback', async () => {
    const placed = await place('2025-01-31T10:00:45', { betRef: 'drawn-first' });
    const now = vn('2025-01-31T10:01:00');
    await runDueDraws({ db: t.db, now, games: [findGame('FAST5D_1M')!], settle: false });
    const confirmed = await confirmBet({ db: t.db, betId: placed.bet.id, now });
    expect(confirmed.bet.status).toBe('void');
    expect(confirmed.rollback).toMatchObject({
      kind: 'rollback',
      amountMinor: 1000n,
      debitTxId: placed.debit.txId,
    });
  });

  it('lets settlement void a bet whose debit was never confirmed, with a rollback', async () => {
    const placed = await place('2025-01-31T10:01:10', {
      betRef: 'slow-debit',
      numero: '20250131-0602',
    });
    await runDueDraws({
      db: t.db,
      now: vn('2025-01-31T10:02:00'),
      games: [findGame('FAST5D_1M')!],
    });
    const confirmed = await confirmBet({
      db: t.db,
      betId: placed.bet.id,
      now: vn('2025-01-31T10:01:01'),
    });
    // Settlement already voided the pending bet; confirming changes nothing.
    expect(confirmed.bet.status).toBe('void');
    const outbox = await listWalletInstructions({ db: t.db });
    expect(outbox.filter((i) => i.betId === placed.bet.id)).toEqual([
      expect.objectContaining({ kind: 'rollback', txId: `lottery-${placed.bet.id}-rollback` }),
    ]);
  });
});
