import { describe, expect, it } from 'vitest';
import { selectionProblem, type BetSelection } from './bet-selection';

const sel = (betType: BetSelection['betType'], numbers: string[], position: number | null = null) =>
  ({ betType, numbers, position }) as BetSelection;

describe('bet selections', () => {
  it('accepts well-formed Vietnamese picks', () => {
    expect(selectionProblem('vn-north', sel('lo2', ['07']))).toBeNull();
    expect(selectionProblem('vn-north', sel('lo3', ['007']))).toBeNull();
    expect(selectionProblem('vn-provincial', sel('d4', ['0007']))).toBeNull();
    expect(selectionProblem('vn-north', sel('xien3', ['01', '02', '03']))).toBeNull();
  });

  it('refuses wrong digit counts, repeated xiên numbers and positions on VN bets', () => {
    expect(selectionProblem('vn-north', sel('de', ['7']))).toMatch(/2-digit/);
    expect(selectionProblem('vn-north', sel('de', ['07', '08']))).toMatch(/2-digit/);
    expect(selectionProblem('vn-north', sel('ba_cang', ['1234']))).toMatch(/3-digit/);
    expect(selectionProblem('vn-north', sel('xien2', ['07', '07']))).toMatch(/different/);
    expect(selectionProblem('vn-north', sel('xien4', ['01', '02', '03']))).toMatch(/4 different/);
    expect(selectionProblem('vn-north', sel('lo2', ['07'], 1))).not.toBeNull();
  });

  it('keeps bet types to their family', () => {
    expect(selectionProblem('fast-5d', sel('lo2', ['07']))).toMatch(/not played/);
    expect(selectionProblem('vn-north', sel('sum_big_small', ['big']))).toMatch(/not played/);
  });

  it('checks fast picks and positions', () => {
    expect(selectionProblem('fast-5d', sel('sum_big_small', ['big']))).toBeNull();
    expect(selectionProblem('fast-5d', sel('sum_big_small', ['odd']))).toMatch(/big or small/);
    expect(selectionProblem('fast-5d', sel('sum_odd_even', ['even'], 2))).toMatch(/no position/);
    expect(selectionProblem('fast-5d', sel('pos_digit', ['7'], 5))).toBeNull();
    expect(selectionProblem('fast-5d', sel('pos_digit', ['7'], 6))).toMatch(/position/);
    expect(selectionProblem('fast-5d', sel('pos_digit', ['7']))).toMatch(/position/);
    expect(selectionProblem('fast-5d', sel('pos_digit', ['17'], 1))).toMatch(/one digit/);
    expect(selectionProblem('fast-5d', sel('pos_odd_even', ['odd', 'even'], 1))).toMatch(/exactly/);
  });
});
