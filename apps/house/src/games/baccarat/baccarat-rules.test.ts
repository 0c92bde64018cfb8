import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  cardPoints,
  dealRound,
  playerDraws,
  spotReturnMinor,
  type Card,
  type Deal,
} from './baccarat-rules';

// The banker's drawing chart as printed on every punto banco table, row by banker total:
// the first column is "player stood", then the points of the player's third card 0–9.
const BANKER_CHART = `
0: D DDDDDDDDDD
1: D DDDDDDDDDD
2: D DDDDDDDDDD
3: D DDDDDDDDSD
4: D SSDDDDDDSS
5: D SSSSDDDDSS
6: S SSSSSSDDSS
7: S SSSSSSSSSS`;

describe('baccarat drawing rules', () => {
  it('follow the printed banker chart in every one of its 88 cells', () => {
    const rows = BANKER_CHART.trim().split('\n');
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const [total, stood, byCard] = row.replace(':', '').split(' ') as [string, string, string];
      expect(bankerDraws(Number(total), null)).toBe(stood === 'D');
      for (let p = 0; p <= 9; p++) expect(bankerDraws(Number(total), p), `${total} vs ${p}`).toBe(byCard[p] === 'D');
    }
  });

  it('let the player draw on 0–5 and stand on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('count tens and faces as zero and aces as one', () => {
    expect(['AS', '9H', 'TD', 'JC', 'QS', 'KH'].map(cardPoints)).toEqual([1, 9, 0, 0, 0, 0]);
    expect(() => cardPoints('1S')).toThrow(RangeError);
    expect(() => cardPoints('AX')).toThrow(RangeError);
  });

  it('deal player, banker, player, banker and stop on a natural', () => {
    const d = dealRound(['8S', '7H', 'TD', 'KC', '5S', '5H']);
    expect(d).toMatchObject({ player: ['8S', 'TD'], banker: ['7H', 'KC'], natural: true, outcome: 'PLAYER', used: 4 });
  });

  it('let the banker stand on 3 against a player third card of 8', () => {
    const d = dealRound(['2S', '3H', '3D', 'KC', '8S', '9H']);
    expect(d.player).toEqual(['2S', '3D', '8S']);
    expect(d.banker).toEqual(['3H', 'KC']);
    expect(d).toMatchObject({ playerTotal: 3, bankerTotal: 3, outcome: 'TIE', used: 5 });
  });

  it('let the banker draw on 0–5 when the player stood', () => {
    const d = dealRound(['3S', '2H', '4D', '3C', '9S']);
    expect(d.player).toHaveLength(2);
    expect(d.banker).toEqual(['2H', '3C', '9S']);
    expect(d).toMatchObject({ playerTotal: 7, bankerTotal: 4, outcome: 'PLAYER' });
  });

  it('give the exact eight-deck odds: banker 45.8597 %, player 44.6247 %, tie 9.5156 %', () => {
    const p = exactEightDeckOdds();
    expect(p.BANKER).toBeCloseTo(0.458597, 6);
    expect(p.PLAYER).toBeCloseTo(0.446247, 6);
    expect(p.TIE).toBeCloseTo(0.095156, 6);
    // House edges that follow from the payouts: banker 1.06 %, player 1.24 %, tie 14.36 %.
    expect(0.95 * p.BANKER - p.PLAYER).toBeCloseTo(-0.010579, 6);
    expect(p.PLAYER - p.BANKER).toBeCloseTo(-0.012351, 6);
    expect(8 * p.TIE - (1 - p.TIE)).toBeCloseTo(-0.143596, 6);
  });
});

/** Every sequence of six card values from a full eight-deck shoe, weighted without replacement. */
function exactEightDeckOdds(): Record<'PLAYER' | 'BANKER' | 'TIE', number> {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const card = ['TS', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];
  const totals = { PLAYER: 0, BANKER: 0, TIE: 0 };
  const seq: Card[] = [];
  const walk = (depth: number, weight: number) => {
    if (depth === 6) {
      totals[dealRound(seq).outcome] += weight;
      return;
    }
    for (let v = 0; v < 10; v++) {
      const left = counts[v] as number;
      if (left === 0) continue;
      counts[v] = left - 1;
      seq[depth] = card[v] as Card;
      walk(depth + 1, (weight * left) / (416 - depth));
      counts[v] = left;
    }
  };
  walk(0, 1);
  return totals;
}

describe('baccarat payouts', () => {
  const deal = (over: Partial<Deal>): Deal => ({
    player: [], banker: [], playerTotal: 0, bankerTotal: 0, outcome: 'TIE', natural: false,
    playerPair: false, bankerPair: false, used: 4, ...over,
  });

  it('pay player 1:1, banker 0.95:1 with the commission floored, tie 8:1 and pairs 11:1', () => {
    expect(spotReturnMinor('PLAYER', 1000n, deal({ outcome: 'PLAYER' }))).toBe(2000n);
    expect(spotReturnMinor('BANKER', 1000n, deal({ outcome: 'BANKER' }))).toBe(1950n);
    expect(spotReturnMinor('BANKER', 15n, deal({ outcome: 'BANKER' }))).toBe(29n);
    expect(spotReturnMinor('TIE', 1000n, deal({ outcome: 'TIE' }))).toBe(9000n);
    expect(spotReturnMinor('PLAYER_PAIR', 1000n, deal({ playerPair: true }))).toBe(12000n);
    expect(spotReturnMinor('BANKER_PAIR', 1000n, deal({ bankerPair: true, outcome: 'PLAYER' }))).toBe(12000n);
  });

  it('return player and banker stakes on a tie and lose everything else that missed', () => {
    expect(spotReturnMinor('PLAYER', 1000n, deal({ outcome: 'TIE' }))).toBe(1000n);
    expect(spotReturnMinor('BANKER', 1000n, deal({ outcome: 'TIE' }))).toBe(1000n);
    expect(spotReturnMinor('PLAYER', 1000n, deal({ outcome: 'BANKER' }))).toBe(0n);
    expect(spotReturnMinor('BANKER', 1000n, deal({ outcome: 'PLAYER' }))).toBe(0n);
    expect(spotReturnMinor('TIE', 1000n, deal({ outcome: 'PLAYER' }))).toBe(0n);
    expect(spotReturnMinor('PLAYER_PAIR', 1000n, deal({ bankerPair: true }))).toBe(0n);
  });

  it('see a pair only in the first two cards of a hand, by rank', () => {
    expect(dealRound(['7S', 'KH', '7D', 'QC', '9S', '9H']).playerPair).toBe(true);
    expect(dealRound(['7S', 'KH', '7D', 'QC', '9S', '9H']).bankerPair).toBe(false);
    expect(dealRound(['2S', 'KH', '3D', 'KC', '2H', '9H']).playerPair).toBe(false);
  });
});
