import { RANKS, SUITS, type Card } from './baccarat-rules';

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

/** Eight ordered decks. */
export function orderedShoe(): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < DECKS; d++) for (const s of SUITS) for (const r of RANKS) cards.push(`${r}${s}`);
  return cards;
}

/**
 * A shuffled shoe: Fisher–Yates with `randomInt(n)` uniform in [0, n) (the house passes
 * node:crypto's randomInt, a CSPRNG without modulo bias). The cut card goes 14–19 cards from
 * the back; the shoe is changed before the first round that starts past it, and a round needs
 * at most 6 cards, so a round never runs out.
 */
export function shuffledShoe(randomInt: (n: number) => number): { cards: Card[]; cutPosition: number } {
  const cards = orderedShoe();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const t = cards[i] as Card;
    cards[i] = cards[j] as Card;
    cards[j] = t;
  }
  return { cards, cutPosition: SHOE_SIZE - 14 - randomInt(6) };
}
