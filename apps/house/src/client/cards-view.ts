/** Playing cards as small tiles: "TD" → "10♦" in red. */
const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export function cardHtml(card: string): string {
  const rank = card[0] === 'T' ? '10' : (card[0] ?? '?');
  const suit = card[1] ?? '';
  const red = suit === 'H' || suit === 'D';
  return `<span class="pcard${red ? ' red' : ''}">${rank}${SUIT[suit] ?? ''}</span>`;
}

export function cardsHtml(cards: readonly string[]): string {
  return cards.map(cardHtml).join('');
}
