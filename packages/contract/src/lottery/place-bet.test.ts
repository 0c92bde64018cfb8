import { describe, expect, it } from 'vitest';
import { placeLotteryBetRequest } from './place-bet';

const valid = {
  gameCode: 'FAST5D_1M',
  numero: '20250131-0601',
  betType: 'pos_digit',
  numbers: ['7'],
  position: 3,
  stakeMinor: '1000',
  betRef: 'sheet-1_a',
};

describe('place lottery bet request', () => {
  it('accepts a well-formed bet and defaults the position to null', () => {
    expect(placeLotteryBetRequest.parse(valid)).toEqual(valid);
    const { position: _position, ...vn } = {
      ...valid,
      numero: '20250131',
      betType: 'lo2',
      numbers: ['07'],
    };
    expect(placeLotteryBetRequest.parse(vn).position).toBeNull();
  });

  it('refuses a zero or decimal stake, an unknown bet type and a malformed numero', () => {
    expect(placeLotteryBetRequest.safeParse({ ...valid, stakeMinor: '0' }).success).toBe(false);
    expect(placeLotteryBetRequest.safeParse({ ...valid, stakeMinor: '10.5' }).success).toBe(false);
    expect(placeLotteryBetRequest.safeParse({ ...valid, betType: 'lo5' }).success).toBe(false);
    expect(placeLotteryBetRequest.safeParse({ ...valid, numero: '2025-01-31' }).success).toBe(
      false,
    );
    expect(placeLotteryBetRequest.safeParse({ ...valid, numbers: [] }).success).toBe(false);
    expect(placeLotteryBetRequest.safeParse({ ...valid, position: 6 }).success).toBe(false);
  });
});
