/**
 * Punto banco, as dealt at the house's live table. Cards are two characters: rank
 * (A 2-9 T J Q K) and suit (S H D C). Pure and browser-safe: the round page replays a deal from
 * its recorded cards with this same code.
 */
export type Card = string;
export type Outcome = 'PLAYER' | 'BANKER' | 'TIE';
export type Spot = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR';
export const SPOTS: readonly Spot[] = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];

export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';

export function cardPoints(card: Card): number {
  const index = RANKS.indexOf(card[0] ?? '?');
  if (index < 0 || card.length !== 2 || !SUITS.includes(card[1] ?? '?')) {
    throw new RangeError(`not a card: ${card}`);
  }
  return index >= 9 ? 0 : index + 1;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;
}

/** The player draws a third card on 0–5 and stands on 6–7 (naturals are settled before). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule. When the player stood, the banker draws on 0–5. When the player drew,
 * it depends on the banker's total and the points of the player's third card:
 * 0–2 draw; 3 draw unless 8; 4 draw on 2–7; 5 draw on 4–7; 6 draw on 6–7; 7 stand.
 */
export function bankerDraws(bankerTotal: number, playerThirdPoints: number | null): boolean {
  if (playerThirdPoints === null) return bankerTotal <= 5;
  const p = playerThirdPoints;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

export interface Deal {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: Outcome;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
  /** Cards taken from the shoe (4 to 6). */
  used: number;
}

/** Deals a round from the top of `cards`: player, banker, player, banker, then the draws. */
export function dealRound(cards: readonly Card[]): Deal {
  let next = 0;
  const take = (): Card => {
    const card = cards[next++];
    if (card === undefined) throw new RangeError('the shoe ran out of cards');
    return card;
  };
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const card = take();
      player.push(card);
      playerThird = cardPoints(card);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(take());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    outcome: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    natural,
    playerPair: player[0]?.[0] === player[1]?.[0],
    bankerPair: banker[0]?.[0] === banker[1]?.[0],
    used: next,
  };
}

/**
 * What a bet on `spot` returns, stake included (0 when lost). Player 1:1, banker 0.95:1
 * (commission floored to the minor unit), tie 8:1, pairs 11:1; player and banker bets are
 * returned on a tie.
 */
export function spotReturnMinor(spot: Spot, stakeMinor: bigint, deal: Deal): bigint {
  switch (spot) {
    case 'PLAYER':
      return deal.outcome === 'PLAYER' ? stakeMinor * 2n : deal.outcome === 'TIE' ? stakeMinor : 0n;
    case 'BANKER':
      if (deal.outcome === 'TIE') return stakeMinor;
      return deal.outcome === 'BANKER' ? stakeMinor + (stakeMinor * 95n) / 100n : 0n;
    case 'TIE':
      return deal.outcome === 'TIE' ? stakeMinor * 9n : 0n;
    case 'PLAYER_PAIR':
      return deal.playerPair ? stakeMinor * 12n : 0n;
    case 'BANKER_PAIR':
      return deal.bankerPair ? stakeMinor * 12n : 0n;
  }
}

/** Ratios shown on the table, in the same order as SPOTS. */
export const SPOT_PAYS: Readonly<Record<Spot, string>> = {
  PLAYER: '1:1',
  BANKER: '0.95:1',
  TIE: '8:1',
  PLAYER_PAIR: '11:1',
  BANKER_PAIR: '11:1',
};
